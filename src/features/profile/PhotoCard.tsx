import { Trans, useLingui } from '@lingui/react/macro';
import type { PhotoProblem } from '../../../machines/photo-editor/photo-editor.types';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoProblemMessage } from './PhotoProblemMessage';
import * as s from './ProfilePage.css';

export interface PhotoCardProps {
  /** The photo's URL (users.image), or null. */
  imageUrl: string | null;
  ownerName: string;
  petName: string;
  /** A picked file is being read. */
  decoding: boolean;
  /** A picked file was refused (not an image) or could not be read. */
  problem: PhotoProblem | null;
  onFile: (file: File) => void;
  pickWithSystemDialog?: (description: string) => Promise<File | null>;
  onDeleteRequest: () => void;
}

/** The profile photo: shown, replaced (pick or drop), deleted. */
export function PhotoCard({
  imageUrl,
  ownerName,
  petName,
  decoding,
  problem,
  onFile,
  pickWithSystemDialog,
  onDeleteRequest,
}: PhotoCardProps) {
  const { t } = useLingui();
  return (
    <section className={s.card} aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title" className={s.cardTitle}>
        <Trans>Photo</Trans>
      </h2>
      <PhotoDropZone onFile={onFile} pickWithSystemDialog={pickWithSystemDialog} disabled={decoding}>
        <div className={s.avatar}>
          {imageUrl ? (
            <img
              className={s.avatarImage}
              src={imageUrl}
              alt={t`${ownerName} and ${petName}`}
              data-testid="profile-photo"
            />
          ) : (
            <span className={s.avatarInitial} aria-hidden="true">
              {ownerName.slice(0, 1).toUpperCase()}
            </span>
          )}
          {decoding && (
            <span className={s.avatarBusy}>
              <Spinner size="sm" />
            </span>
          )}
        </div>
      </PhotoDropZone>
      <PhotoProblemMessage problem={problem} />
      {imageUrl && (
        <Button variant="ghost" size="sm" onClick={onDeleteRequest}>
          <Trans>Delete photo</Trans>
        </Button>
      )}
    </section>
  );
}
