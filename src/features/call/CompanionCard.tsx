import { Trans, useLingui } from '@lingui/react/macro';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import type { CompanionView } from '../../../machines/random-chat/random-chat.selectors';
import { PawIcon } from '../../ui/pet-icons';
import * as s from './CallScreen.css';
import { ConnectionQuality } from './ConnectionQuality';
import { GenderIcon } from './call-icons';

export interface CompanionCardProps {
  companion: Pick<CompanionView, 'name' | 'petName' | 'petGender'> & { photo?: string | null };
  /** The pet's breed when known (a breed chat meets only that breed), in the current language. */
  breedName?: string | null;
  /**
   * In a breed chat widened to its group (issue 29): the group's name, so the card says "Border
   * Collie, from the shepherds"; null otherwise.
   */
  breedGroupName?: string | null;
  /** The partner's camera is off: the card stands in for the video, large, saying so. */
  cameraOff?: boolean;
  /** The call's connection quality (machines/call-quality); null or absent shows nothing. */
  quality?: QualityLevel | null;
}

/**
 * The other user, pet first (spec §2 "a companion card shows the other user"; issue 14): the pet's
 * photo, name, breed and gender, and the owner's name. Also the friend call's.
 */
export function CompanionCard({
  companion,
  breedName = null,
  breedGroupName = null,
  cameraOff = false,
  quality = null,
}: CompanionCardProps) {
  const { t } = useLingui();
  const gender = companion.petGender === 'boy' ? t`Boy` : t`Girl`;
  const owner = companion.name;
  return (
    <aside
      className={cameraOff ? s.cardLarge : s.card}
      aria-label={t`Companion`}
      data-testid="companion-card"
      data-camera-off={cameraOff || undefined}
    >
      <span className={s.cardPhoto} aria-hidden="true">
        {companion.photo ? <img src={companion.photo} alt="" className={s.cardPhotoImage} /> : <PawIcon />}
      </span>
      <span className={s.cardText}>
        <span className={s.cardPetLine}>
          <span className={[s.cardName, s.ellipsis].join(' ')}>{companion.petName}</span>
          <span className={companion.petGender === 'boy' ? s.boy : s.girl} role="img" aria-label={gender}>
            <GenderIcon gender={companion.petGender} />
          </span>
          {quality && <ConnectionQuality level={quality} onVideo={!cameraOff} />}
        </span>
        {breedName && (
          <span className={[s.cardPet, s.ellipsis].join(' ')} data-testid="companion-breed">
            {breedGroupName ? (
              <Trans>
                {breedName}, from the {breedGroupName}
              </Trans>
            ) : (
              breedName
            )}
          </span>
        )}
        <span className={[s.cardPet, s.ellipsis].join(' ')}>
          <Trans>
            Owner: <span data-testid="companion-owner">{owner}</span>
          </Trans>
        </span>
      </span>
      {cameraOff && (
        <span className={s.cameraOffLabel} data-testid="camera-off">
          <Trans>Camera off</Trans>
        </span>
      )}
    </aside>
  );
}
