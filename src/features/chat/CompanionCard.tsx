import { useLingui } from '@lingui/react/macro';
import type { CompanionView } from '../../../machines/random-chat/random-chat.selectors';
import { GenderIcon } from './chat-icons';
import * as s from './ChatScreen.css';

/** The other user (spec §2: a companion card shows the other user): name, pet name, gender icon. Also the friend call's. */
export function CompanionCard({ companion }: { companion: Pick<CompanionView, 'name' | 'petName' | 'petGender'> }) {
  const { t } = useLingui();
  const gender = companion.petGender === 'boy' ? t`Boy` : t`Girl`;
  return (
    <aside className={s.card} aria-label={t`Companion`} data-testid="companion-card">
      <span
        className={[s.cardIcon, companion.petGender === 'boy' ? s.boy : s.girl].join(' ')}
        role="img"
        aria-label={gender}
      >
        <GenderIcon gender={companion.petGender} />
      </span>
      <span className={[s.cardName, s.ellipsis].join(' ')}>{companion.name}</span>
      <span className={[s.cardPet, s.ellipsis].join(' ')}>{companion.petName}</span>
    </aside>
  );
}
