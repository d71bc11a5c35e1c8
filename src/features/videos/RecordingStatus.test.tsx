import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordingView } from '../../../stories/videos/sample-data';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { statuses } from '../../testing/announced';
import { RecordingStatus } from './RecordingStatus';

describe('RecordingStatus', () => {
  it('shows the recording notice with the elapsed time, and the partner badge', async () => {
    await renderWithRouter(
      <RecordingStatus
        view={recordingView({ recording: true, elapsed: '1:07', partnerRecording: true })}
        onUploadPending={vi.fn()}
        onDiscardPending={vi.fn()}
      />,
      { path: '/' },
    );
    expect(screen.getByTestId('recording-notice').textContent).toContain('1:07');
    expect(statuses()).toContain('Your partner is recording');
  });

  it('shows the upload progress and offers a kept recording', async () => {
    const upload = vi.fn();
    const discard = vi.fn();
    await renderWithRouter(
      <RecordingStatus
        view={recordingView({ uploading: true, progress: 42, pending: true })}
        onUploadPending={upload}
        onDiscardPending={discard}
      />,
      { path: '/' },
    );
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(42);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(upload).toHaveBeenCalled();
    expect(discard).toHaveBeenCalled();
  });
});
