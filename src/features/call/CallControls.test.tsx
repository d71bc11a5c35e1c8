import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import { renderTranslated } from '../../../tests/unit/support/render';
import { CallControls, type CallControlsProps } from './CallControls';
import * as s from './CallScreen.css';

afterEach(cleanup);

const controls: CallControlsView = {
  micOn: true,
  cameraOn: true,
  display: 'normal',
  visible: true,
  pictureInPicture: 'unavailable',
};

function props(recording: CallControlsProps['recording'], onToggleRecording = vi.fn()): CallControlsProps {
  return {
    actions: { canStart: false, canStop: true, canNext: true, canReport: true },
    controls,
    onStop: vi.fn(),
    onToggleMic: vi.fn(),
    onToggleCamera: vi.fn(),
    onToggleFullscreen: vi.fn(),
    onReport: vi.fn(),
    recording,
    onToggleRecording,
  };
}

describe('CallControls: the recording button', () => {
  it('starts and stops a recording in a call', async () => {
    const toggle = vi.fn();
    await renderTranslated(<CallControls {...props({ button: 'start', busy: false }, toggle)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start recording' }));
    expect(toggle).toHaveBeenCalledTimes(1);
    cleanup();
    await renderTranslated(<CallControls {...props({ button: 'stop', busy: false }, toggle)} />);
    const stop = screen.getByRole('button', { name: 'Stop recording' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(stop);
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('is disabled without a call or while busy, and absent without the recording capability', async () => {
    await renderTranslated(<CallControls {...props({ button: null, busy: false })} />);
    expect((screen.getByRole('button', { name: 'Start recording' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await renderTranslated(<CallControls {...props({ button: 'start', busy: true })} />);
    expect((screen.getByRole('button', { name: 'Start recording' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await renderTranslated(<CallControls {...props(undefined)} />);
    expect(screen.queryByTestId('record-button')).toBeNull();
  });
});

describe('CallControls: start and fullscreen', () => {
  it('has no Start of its own while a chat can start (the screen has the one Start)', async () => {
    await renderTranslated(
      <CallControls
        {...props(undefined)}
        actions={{ canStart: true, canStop: false, canNext: false, canReport: false }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('shows Stop in a call', async () => {
    await renderTranslated(<CallControls {...props(undefined)} />);
    // Named for screen readers and for the pointer's tooltip alike.
    expect(screen.getByRole('button', { name: 'Stop' }).getAttribute('title')).toBe('Stop');
  });

  it('styles fullscreen as a neutral toggle, not as a device turned off', async () => {
    await renderTranslated(<CallControls {...props(undefined)} />);
    const fullscreen = screen.getByRole('button', { name: 'Fullscreen' });
    const camera = screen.getByRole('button', { name: 'Camera' });
    expect(fullscreen.getAttribute('aria-pressed')).toBe('false');
    expect(fullscreen.className).not.toBe(camera.className);
  });
});

describe('CallControls: picture-in-picture (issue 24)', () => {
  it('floats the video on a call where the browser can, and brings it back', async () => {
    const toggle = vi.fn();
    await renderTranslated(
      <CallControls
        {...props(undefined)}
        controls={{ ...controls, pictureInPicture: 'off' }}
        onTogglePictureInPicture={toggle}
      />,
    );
    const button = screen.getByRole('button', { name: 'Picture in picture' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.title).toBe('Keep the video in a small window');
    await userEvent.setup().click(button);
    expect(toggle).toHaveBeenCalledTimes(1);
    cleanup();
    await renderTranslated(
      <CallControls
        {...props(undefined)}
        controls={{ ...controls, pictureInPicture: 'on' }}
        onTogglePictureInPicture={toggle}
      />,
    );
    expect(screen.getByRole('button', { name: 'Picture in picture' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is hidden off a call or where the browser has no picture-in-picture', async () => {
    await renderTranslated(<CallControls {...props(undefined)} onTogglePictureInPicture={vi.fn()} />);
    expect(screen.queryByTestId('pip-button')).toBeNull();
  });
});

/** The buttons a phone shows in the row: those not kept for wider screens (`wideOnly`). */
const phoneRow = () =>
  [...screen.getByRole('navigation', { name: 'Call controls' }).querySelectorAll('button')]
    .filter((b) => !b.classList.contains(s.wideOnly))
    .map((b) => b.getAttribute('aria-label'));

/** Opens the "⋯" menu from the keyboard, as a screen-reader or keyboard user does. */
async function openMore(name = 'More call actions') {
  const user = userEvent.setup();
  screen.getByRole('button', { name }).focus();
  await user.keyboard('{Enter}');
  return { user, menu: await screen.findByRole('menu') };
}

describe('CallControls: one row on a phone (issue 25)', () => {
  it('keeps mic, camera, Stop, a large Next and "⋯" in the random chat: five, the rest for wider screens', async () => {
    await renderTranslated(
      <CallControls
        {...props({ button: 'start', busy: false })}
        onNext={vi.fn()}
        controls={{ ...controls, pictureInPicture: 'off' }}
        onTogglePictureInPicture={vi.fn()}
      />,
    );
    expect(phoneRow()).toEqual(['Microphone', 'Camera', 'Stop', 'Next', 'More call actions']);
    expect(screen.getByRole('button', { name: 'Next' }).className).toBe(s.primaryNext);
    for (const name of ['Start recording', 'Report a violation', 'Picture in picture', 'Fullscreen'])
      expect(screen.getByRole('button', { name }).classList.contains(s.wideOnly)).toBe(true);
  });

  it('makes Stop the large control where there is no Next (the friend call): four', async () => {
    await renderTranslated(<CallControls {...props(undefined)} />);
    expect(phoneRow()).toEqual(['Microphone', 'Camera', 'Stop', 'More call actions']);
    expect(screen.getByRole('button', { name: 'Stop' }).className).toBe(s.primaryStop);
  });

  it('holds record, report, picture-in-picture and fullscreen in "⋯", each doing what its button does', async () => {
    const p = {
      ...props({ button: 'start', busy: false }),
      onNext: vi.fn(),
      onTogglePictureInPicture: vi.fn(),
      controls: { ...controls, pictureInPicture: 'off' as const },
    };
    await renderTranslated(<CallControls {...p} />);
    let { user, menu } = await openMore();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Start recording', 'Report a violation', 'Keep the video in a small window', 'Fullscreen']);
    const chosen: Array<[string, () => unknown]> = [
      ['Start recording', () => expect(p.onToggleRecording).toHaveBeenCalledTimes(1)],
      ['Report a violation', () => expect(p.onReport).toHaveBeenCalledTimes(1)],
      ['Keep the video in a small window', () => expect(p.onTogglePictureInPicture).toHaveBeenCalledTimes(1)],
      ['Fullscreen', () => expect(p.onToggleFullscreen).toHaveBeenCalledTimes(1)],
    ];
    for (const [name, check] of chosen) {
      if (!screen.queryByRole('menu')) ({ user, menu } = await openMore());
      await user.click(within(menu).getByRole('menuitem', { name }));
      check();
      // Choosing closes the menu.
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });

  it('says the state of each toggle in the menu and disables what the call does not allow', async () => {
    await renderTranslated(
      <CallControls
        {...props({ button: null, busy: false })}
        actions={{ canStart: false, canStop: true, canNext: false, canReport: false }}
        controls={{ ...controls, display: 'fullscreen', pictureInPicture: 'on' }}
        onTogglePictureInPicture={vi.fn()}
      />,
    );
    const { menu } = await openMore();
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(item('Start recording').getAttribute('aria-disabled')).toBe('true');
    expect(item('Report a violation').getAttribute('aria-disabled')).toBe('true');
    expect(item('Bring the video back to the page').getAttribute('aria-disabled')).toBeNull();
    expect(item('Leave fullscreen').getAttribute('aria-disabled')).toBeNull();
  });

  it('has no record item without the recording capability, and Stop recording while one runs', async () => {
    await renderTranslated(<CallControls {...props(undefined)} />);
    let { menu } = await openMore();
    expect(within(menu).queryByRole('menuitem', { name: 'Start recording' })).toBeNull();
    cleanup();
    await renderTranslated(<CallControls {...props({ button: 'stop', busy: false })} />);
    ({ menu } = await openMore());
    expect(within(menu).getByRole('menuitem', { name: 'Stop recording' }).hasAttribute('data-disabled')).toBe(false);
  });

  it('labels "⋯" and its items in Ukrainian', async () => {
    await renderTranslated(<CallControls {...props({ button: 'start', busy: false })} />, 'ua');
    const { menu } = await openMore('Інші дії дзвінка');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  });
});
