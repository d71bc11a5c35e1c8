import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import type { FriendProfile } from '../../../machines/friend-call/friend-call.types';
import { initialsOf } from '../../layout/Avatar';
import { breedNameOrNull } from '../breeds/breed-name';
import { ConnectionQuality } from '../call/ConnectionQuality';
import { GenderIcon } from '../call/call-icons';
import * as s from './FriendCallScreen.css';

/** The friend being called or calling: photo (or initials), name, pet name with gender, breed. */
export function FriendCard({
  friend,
  ringing = false,
  quality = null,
  children,
}: {
  friend: FriendProfile | null;
  /** The avatar pulses while the friend's phone rings. */
  ringing?: boolean;
  /** The call's connection quality (machines/call-quality); null or absent shows nothing. */
  quality?: QualityLevel | null;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const name = friend?.name ?? t`Your friend`;
  const breed = breedNameOrNull(friend?.breed ?? null, i18n.locale);
  return (
    <section className={s.friendCard} aria-label={t`Friend`} data-testid="friend-card">
      <span className={[s.avatar, ringing ? undefined : s.still].filter(Boolean).join(' ')} aria-hidden="true">
        {friend?.image ? <img className={s.avatarImage} src={friend.image} alt="" /> : initialsOf(name)}
      </span>
      {quality ? (
        <span className={s.nameLine}>
          <span className={s.name}>{name}</span>
          <ConnectionQuality level={quality} />
        </span>
      ) : (
        <span className={s.name}>{name}</span>
      )}
      {friend && (
        <span className={s.pet}>
          <span role="img" aria-label={friend.petGender === 'boy' ? t`Boy` : t`Girl`}>
            <GenderIcon gender={friend.petGender} width={16} height={16} />
          </span>
          {friend.petName}
          {breed ? ` · ${breed}` : null}
        </span>
      )}
      {children}
    </section>
  );
}
