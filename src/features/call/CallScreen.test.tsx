import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { i18n } from '../../i18n/i18n';
import { callCallbacks, onCallStage, sampleControls } from '../../testing/call-fixtures';
import { CallScreen, type CallScreenProps } from './CallScreen';
import type { CallStage } from './call-stage';

afterEach(cleanup);

const stream = { id: 's' } as unknown as MediaStream;
const onCall: CallStage = { ...onCallStage, localStream: stream, remoteStream: stream };

function props(stage: Partial<CallStage>, extra: Partial<CallScreenProps> = {}): CallScreenProps {
  return {
    label: 'Video chat',
    stage: { ...onCall, ...stage },
    controls: sampleControls,
    ...callCallbacks(vi.fn),
    onNext: vi.fn(),
    ...extra,
  };
}

describe('CallScreen', () => {
  it("names the feature's phase and shows the partner's card, both videos and the controls on a call", async () => {
    await renderTranslated(<CallScreen {...props({})} />);
    const section = screen.getByRole('region', { name: 'Video chat' });
    expect(section.dataset.phase).toBe('connected');
    expect(screen.getByTestId('companion-owner').textContent).toBe('Bohdan');
    expect(screen.getByTestId('remote-video').hidden).toBe(false);
    expect(screen.getByTestId('local-video').hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it("marks the page while the partner's picture is on screen (toasts move off the bars), and unmarks it after", async () => {
    const inI18n = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
    const { rerender } = await renderTranslated(<CallScreen {...props({})} />);
    expect(document.documentElement.hasAttribute('data-call-on-screen')).toBe(true);
    rerender(inI18n(<CallScreen {...props({ phase: 'connecting', onCall: false, remoteStream: null })} />));
    expect(document.documentElement.hasAttribute('data-call-on-screen')).toBe(false);
    rerender(inI18n(<CallScreen {...props({})} />));
    expect(document.documentElement.hasAttribute('data-call-on-screen')).toBe(true);
    cleanup();
    expect(document.documentElement.hasAttribute('data-call-on-screen')).toBe(false);
  });

  it('shows no card off the call, no corner preview when the feature frames it, and no controls once over', async () => {
    await renderTranslated(<CallScreen {...props({ phase: 'ended', onCall: false, ownTile: false, actions: null })} />);
    expect(screen.queryByTestId('companion-card')).toBeNull();
    expect(screen.queryByTestId('local-video')).toBeNull();
    expect(screen.queryByTestId('call-controls')).toBeNull();
  });

  it("says whether the partner's picture is under the bars: their scrim is for a call only (issue 25)", async () => {
    await renderTranslated(<CallScreen {...props({})} />);
    expect(screen.getByRole('region', { name: 'Video chat' }).dataset.picture).toBe('partner');
    cleanup();
    await renderTranslated(<CallScreen {...props({ phase: 'ringing', onCall: false, remoteStream: null })} />);
    expect(screen.getByRole('region', { name: 'Video chat' }).dataset.picture).toBe('none');
  });

  it('has no Next without onNext: Stop is the main action (the friend call)', async () => {
    await renderTranslated(<CallScreen {...props({}, { onNext: undefined })} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Stop' }).length).toBeGreaterThan(0);
  });

  it('says Reconnecting… with the partner named, over the call', async () => {
    await renderTranslated(
      <CallScreen {...props({ phase: 'reconnecting', reconnecting: { seconds: 7, offline: false } })} />,
    );
    expect(screen.getByTestId('reconnecting').textContent).toContain('Bohdan');
    expect(screen.getByTestId('companion-card')).not.toBeNull();
  });

  it("says Connection lost with the feature's way on", async () => {
    const onAction = vi.fn();
    await renderTranslated(
      <CallScreen {...props({ phase: 'lost', onCall: false }, { lost: { actionLabel: 'Search again', onAction } })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('puts the slots in: the top bar, the stage content and the overlays', async () => {
    await renderTranslated(
      <CallScreen {...props({}, { topBar: <header>top</header>, overlays: <p>over</p> })}>
        <p>middle</p>
      </CallScreen>,
    );
    expect(screen.getByText('top').tagName).toBe('HEADER');
    expect(screen.getByText('middle').tagName).toBe('P');
    expect(screen.getByText('over').tagName).toBe('P');
  });

  it('counts a key as activity, and Escape leaves the expanded view', async () => {
    const p = props({}, { controls: { ...sampleControls, display: 'expanded' } });
    await renderTranslated(<CallScreen {...p} />);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Video chat' }), { key: 'Escape' });
    expect(p.onActivity).toHaveBeenCalled();
    expect(p.onExitDisplay).toHaveBeenCalledTimes(1);
  });
});
