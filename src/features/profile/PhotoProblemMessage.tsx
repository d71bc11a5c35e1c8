import { Trans } from '@lingui/react/macro';
import type { PhotoProblem } from '../../../machines/photo-editor/photo-editor.types';
import { StatusMessage } from '../../ui/StatusMessage';

/** Why a picked file cannot become the photo (profile and sign-up pickers); nothing when there is no problem. */
export function PhotoProblemMessage({ problem }: { problem: PhotoProblem | null }) {
  if (problem === 'notImage') {
    return (
      <StatusMessage tone="error">
        <Trans>Please choose an image file.</Trans>
      </StatusMessage>
    );
  }
  if (problem === 'unreadable') {
    return (
      <StatusMessage tone="error">
        <Trans>This picture could not be opened. Please try another one.</Trans>
      </StatusMessage>
    );
  }
  return null;
}
