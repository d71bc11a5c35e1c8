import { Trans, useLingui } from '@lingui/react/macro';
import type { MeetAgainView } from '../../../machines/meet-again/meet-again.selectors';
import { Button } from '../../ui/Button';
import { PawIcon } from '../../ui/pet-icons';
import { FriendLimitPrompt } from '../friends/FriendLimitPrompt';
import * as s from './MeetAgainCard.css';

export interface MeetAgainCardProps {
  view: MeetAgainView;
  /** Seconds left of the 60 s window (machines/meet-again's countdown). */
  secondsLeft: number;
  onHeart(): void;
  onDismiss(): void;
}

/**
 * "Meet again?" after a random call (issue 29): the partner's pet as the companion card showed it,
 * the seconds left and a heart. After the tap it says what happens next on this side only (the
 * other side learns nothing unless they tap too); then "friends now", or the friend limit's
 * subscribe prompt. A pure view; the buttons are ordinary buttons, so it works from the keyboard.
 */
export function MeetAgainCard({ view, secondsLeft, onHeart, onDismiss }: MeetAgainCardProps) {
  const { t } = useLingui();
  const { partner, stage } = view;
  const name = partner.name;
  const petName = partner.petName;
  const open = stage === 'offered' || stage === 'asking' || stage === 'waiting';
  return (
    <section className={s.card} aria-label={t`Meet again`} data-testid="meet-again" data-stage={stage}>
      <div className={s.header}>
        <span className={s.photo} aria-hidden="true">
          {partner.photo ? <img src={partner.photo} alt="" className={s.photoImage} /> : <PawIcon />}
        </span>
        <span className={s.who}>
          <h2 className={s.title}>
            <Trans>Meet again?</Trans>
          </h2>
          <span className={s.pet}>
            <Trans>
              {petName} and {name}
            </Trans>
          </span>
        </span>
        {open && (
          <span className={s.countdown} data-testid="meet-again-countdown">
            <Trans>{secondsLeft} s</Trans>
          </span>
        )}
      </div>

      {stage === 'waiting' && (
        <p className={s.note} role="status">
          <Trans>If {name} taps the heart too, you become friends.</Trans>
        </p>
      )}
      {stage === 'friends' && (
        <p className={s.success} role="status" data-testid="meet-again-friends">
          <Trans>You and {name} are friends now — call any time</Trans>
        </p>
      )}
      {stage === 'limit' && <FriendLimitPrompt className={s.note} />}
      {view.failed && stage === 'offered' && (
        <p className={s.problem} role="alert">
          <Trans>That did not go through. Try again.</Trans>
        </p>
      )}

      <div className={s.actions}>
        {(stage === 'offered' || stage === 'asking') && (
          <Button onClick={onHeart} loading={stage === 'asking'} aria-label={t`Meet ${name} again`}>
            <span aria-hidden="true" className={s.heart}>
              ♥
            </span>{' '}
            <Trans>Meet again</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={onDismiss}>
          {open ? <Trans>No, thanks</Trans> : <Trans>Close</Trans>}
        </Button>
      </div>
    </section>
  );
}
