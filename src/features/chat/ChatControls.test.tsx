import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import { renderTranslated } from '../../../tests/unit/support/render';
import { ChatControls, type ChatControlsProps } from './ChatControls';

afterEach(cleanup);

const controls: CallControlsView = {
  micOn: true,
  cameraOn: true,
  display: 'normal',
  visible: true,
  pictureInPicture: 'unavailable',
};

function props(recording: ChatControlsProps['recording'], onToggleRecording = vi.fn()): ChatControlsProps {
  return {
    chat: { canStart: false, canStop: true, canNext: true, canReport: true },
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

describe('ChatControls: the recording button', () => {
  it('starts and stops a recording in a call', async () => {
    const toggle = vi.fn();
    await renderTranslated(<ChatControls {...props({ button: 'start', busy: false }, toggle)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start recording' }));
    expect(toggle).toHaveBeenCalledTimes(1);
    cleanup();
    await renderTranslated(<ChatControls {...props({ button: 'stop', busy: false }, toggle)} />);
    const stop = screen.getByRole('button', { name: 'Stop recording' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(stop);
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('is disabled without a call or while busy, and absent without the recording capability', async () => {
    await renderTranslated(<ChatControls {...props({ button: null, busy: false })} />);
    expect((screen.getByRole('button', { name: 'Start recording' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await renderTranslated(<ChatControls {...props({ button: 'start', busy: true })} />);
    expect((screen.getByRole('button', { name: 'Start recording' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await renderTranslated(<ChatControls {...props(undefined)} />);
    expect(screen.queryByTestId('record-button')).toBeNull();
  });
});

describe('ChatControls: start and fullscreen', () => {
  it('has no Start of its own while a chat can start (the screen has the one Start)', async () => {
    await renderTranslated(
      <ChatControls
        {...props(undefined)}
        chat={{ canStart: true, canStop: false, canNext: false, canReport: false }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('shows Stop in a call', async () => {
    await renderTranslated(<ChatControls {...props(undefined)} />);
    // Named for screen readers and for the pointer's tooltip alike.
    expect(screen.getByRole('button', { name: 'Stop' }).getAttribute('title')).toBe('Stop');
  });

  it('styles fullscreen as a neutral toggle, not as a device turned off', async () => {
    await renderTranslated(<ChatControls {...props(undefined)} />);
    const fullscreen = screen.getByRole('button', { name: 'Fullscreen' });
    const camera = screen.getByRole('button', { name: 'Camera' });
    expect(fullscreen.getAttribute('aria-pressed')).toBe('false');
    expect(fullscreen.className).not.toBe(camera.className);
  });
});

describe('ChatControls: picture-in-picture (issue 24)', () => {
  it('floats the video on a call where the browser can, and brings it back', async () => {
    const toggle = vi.fn();
    await renderTranslated(
      <ChatControls
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
      <ChatControls
        {...props(undefined)}
        controls={{ ...controls, pictureInPicture: 'on' }}
        onTogglePictureInPicture={toggle}
      />,
    );
    expect(screen.getByRole('button', { name: 'Picture in picture' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is hidden off a call or where the browser has no picture-in-picture', async () => {
    await renderTranslated(<ChatControls {...props(undefined)} onTogglePictureInPicture={vi.fn()} />);
    expect(screen.queryByTestId('pip-button')).toBeNull();
  });
});
