import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FriendCallView } from '../../../machines/friend-call/friend-call.selectors';
import type { FriendCallOutcome } from '../../../machines/friend-call/friend-call.types';
import { renderTranslated } from '../../../tests/unit/support/render';
import { callCallbacks, preparingFriendCall, sampleControls } from '../../testing/call-fixtures';
import { FriendCallScreen, type FriendCallScreenProps } from './FriendCallScreen';

afterEach(cleanup);

const stream = { id: 's' } as unknown as MediaStream;
const base = preparingFriendCall;

function props(call: Partial<FriendCallView>): FriendCallScreenProps {
  return {
    call: { ...base, ...call },
    controls: sampleControls,
    ...callCallbacks(vi.fn),
    onCancel: vi.fn(),
    onBack: vi.fn(),
  };
}

describe('FriendCallScreen', () => {
  it('shows the overlay until the camera starts', async () => {
    await renderTranslated(<FriendCallScreen {...props({})} />);
    expect(screen.getAllByText('Getting your camera ready…').length).toBeGreaterThan(0);
    expect(screen.getByTestId('friend-call').dataset.phase).toBe('preparing');
    expect(screen.queryByRole('button', { name: 'Cancel call' })).toBeNull();
  });

  it("puts the friend's card, saying Camera off, in place of a picture that went black", async () => {
    const connected = props({ phase: 'connected', localStream: stream, remoteStream: stream });
    await renderTranslated(<FriendCallScreen {...connected} />);
    expect(screen.queryByTestId('camera-off')).toBeNull();
    cleanup();
    await renderTranslated(<FriendCallScreen {...connected} friendCameraOff />);
    expect(screen.getByTestId('camera-off').textContent).toBe('Camera off');
    expect(screen.getByTestId('companion-card').dataset.cameraOff).toBe('true');
  });

  it("shows the friend's photo on the call's card, and the paw only without one", async () => {
    const connected = { phase: 'connected' as const, localStream: stream, remoteStream: stream };
    const withPhoto = { ...base.friend!, image: '/media/users/7/photo.jpg' };
    await renderTranslated(<FriendCallScreen {...props({ ...connected, friend: withPhoto })} />);
    const card = screen.getByTestId('companion-card');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/users/7/photo.jpg');
    cleanup();
    await renderTranslated(<FriendCallScreen {...props(connected)} />);
    expect(screen.getByTestId('companion-card').querySelector('img')).toBeNull();
  });

  it('rings with the friend’s card; cancel is focused and cancels, by keyboard too', async () => {
    const p = props({ phase: 'ringing', localStream: stream });
    await renderTranslated(<FriendCallScreen {...p} />);
    const card = screen.getByRole('region', { name: 'Friend' });
    expect(card.textContent).toContain('Bohdan');
    expect(card.textContent).toContain('Kesha');
    expect(card.textContent).toContain('Beagle');
    expect(screen.getByRole('status').textContent).toBe('Calling Bohdan…');
    const cancel = screen.getByRole('button', { name: 'Cancel call' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.keyboard('{Enter}');
    expect(p.onCancel).toHaveBeenCalledTimes(1);
  });

  it('has the chat’s controls on the call (no Next): mic, camera, stop, report, fullscreen', async () => {
    const p = props({ phase: 'connected', localStream: stream, remoteStream: stream });
    await renderTranslated(<FriendCallScreen {...p} />);
    const nav = screen.getByRole('navigation', { name: 'Call controls' });
    const names = [...nav.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    // Report and fullscreen are buttons on wider screens and in "⋯" on a phone (CallControls.test).
    expect(names).toEqual(['Microphone', 'Camera', 'Stop', 'Report a violation', 'Fullscreen', 'More call actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Microphone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report a violation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(p.onStop).toHaveBeenCalledTimes(1);
    expect(p.onToggleMic).toHaveBeenCalledTimes(1);
    expect(p.onReport).toHaveBeenCalledTimes(1);
    expect(p.onToggleFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('companion-card').textContent).toContain('Bohdan');
  });

  it.each<[FriendCallOutcome, string]>([
    ['declined', 'Call declined'],
    ['noAnswer', 'No answer'],
    ['busy', 'Your friend is busy'],
    ['offline', 'Your friend is offline'],
    ['notFriend', 'Not your friend'],
    ['expired', 'This call has ended'],
    ['failed', 'The call could not be connected'],
    ['camera', 'Camera and microphone are unavailable'],
  ])('says %s in words, with the way back and no controls', async (outcome, title) => {
    const p = props({ phase: 'ended', outcome });
    await renderTranslated(<FriendCallScreen {...p} />);
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe(title);
    expect(screen.queryByRole('navigation', { name: 'Call controls' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(p.onBack).toHaveBeenCalledTimes(1);
  });

  it('speaks Ukrainian', async () => {
    await renderTranslated(<FriendCallScreen {...props({ phase: 'ended', outcome: 'declined' })} />, 'ua');
    expect(screen.getByRole('alert').textContent).toContain('Дзвінок відхилено');
    expect(screen.getByRole('alert').textContent).toContain('Bohdan відхиляє дзвінок.');
  });
});

describe('FriendCallScreen: a browser that cannot call (issue 24)', () => {
  it('says the browser cannot make video calls and names current browsers, not the network', async () => {
    const back = vi.fn();
    await renderTranslated(
      <FriendCallScreen {...props({ phase: 'ended', outcome: 'camera', mediaProblem: 'unsupported' })} onBack={back} />,
    );
    const outcome = screen.getByTestId('friend-call-outcome');
    expect(outcome.dataset.mediaProblem).toBe('unsupported');
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('This browser cannot make video calls');
    expect(outcome.textContent).toContain('Chrome, Firefox, Edge or Safari');
    expect(outcome.textContent).not.toMatch(/internet|network|connection|camera/i);
    // Back is the way out; there is nothing to try again.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('keeps the camera wording for a camera the user blocked', async () => {
    await renderTranslated(
      <FriendCallScreen {...props({ phase: 'ended', outcome: 'camera', mediaProblem: 'denied' })} />,
    );
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('Camera and microphone are unavailable');
  });

  it('says it in Ukrainian too', async () => {
    await renderTranslated(
      <FriendCallScreen {...props({ phase: 'ended', outcome: 'camera', mediaProblem: 'unsupported' })} />,
      'ua',
    );
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('Цей браузер не підтримує відеодзвінки');
  });
});
