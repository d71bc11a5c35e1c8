import { Trans } from '@lingui/react/macro';
import type { PhotoProblem } from '../../../machines/photo-editor/photo-editor.types';
import { Link } from '../../ui/Link';
import { PawIcon } from '../../ui/pet-icons';
import { Spinner } from '../../ui/Spinner';
import { PhotoDropZone } from '../profile/PhotoDropZone';
import { PhotoProblemMessage } from '../profile/PhotoProblemMessage';
import * as s from './SignupPhotoPage.css';

export interface SignupPhotoPageProps {
  decoding: boolean;
  /** A picked file was refused (not an image) or could not be read. */
  problem: PhotoProblem | null;
  onFile: (file: File) => void;
  pickWithSystemDialog?: (description: string) => Promise<File | null>;
}

/** The last sign-up step (spec §2 /signup-photo): a picture of the pet, or skip to the profile. */
export function SignupPhotoPage({ decoding, problem, onFile, pickWithSystemDialog }: SignupPhotoPageProps) {
  return (
    <section className={s.card} aria-labelledby="signup-photo-title">
      <p className={s.step}>
        <Trans>Last step</Trans>
      </p>
      <h1 id="signup-photo-title" className={s.title}>
        <Trans>Add a photo of your pet</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>Other pet owners will see it on your profile and in chats.</Trans>
      </p>
      <PhotoDropZone
        onFile={onFile}
        pickWithSystemDialog={pickWithSystemDialog}
        disabled={decoding}
        hint={<Trans>SVG, PNG, JPG max 800x400px</Trans>}
      >
        <span className={s.badge} aria-hidden="true">
          {decoding ? <Spinner /> : <PawIcon width={40} height={40} />}
        </span>
      </PhotoDropZone>
      <PhotoProblemMessage problem={problem} />
      <Link to="/profile" className={s.skip}>
        <Trans>Skip</Trans>
      </Link>
    </section>
  );
}
