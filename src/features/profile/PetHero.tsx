import { Trans, useLingui } from '@lingui/react/macro';
import type { UserView } from '../../../contract/user';
import { PawIcon } from '../../ui/pet-icons';
import { breedName } from '../breeds/breed-name';
import { GenderIcon } from '../chat/chat-icons';
import * as s from './ProfilePage.css';

/** The top of the profile, pet first (issue 14): the pet's photo, name, breed and gender, then its owner. */
export function PetHero({ user }: { user: Pick<UserView, 'name' | 'image' | 'pet_name' | 'pet_gender' | 'breed'> }) {
  const { t, i18n } = useLingui();
  const owner = user.name;
  return (
    <section className={s.hero} aria-label={t`Your pet`} data-testid="pet-hero">
      <span className={s.heroPhoto}>
        {user.image ? <img src={user.image} alt={user.pet_name} /> : <PawIcon width={56} height={56} />}
      </span>
      <div className={s.heroText}>
        <p className={s.heroName}>
          {user.pet_name}{' '}
          <span role="img" aria-label={user.pet_gender === 'boy' ? t`Boy` : t`Girl`} className={s.heroGender}>
            <GenderIcon gender={user.pet_gender} />
          </span>
        </p>
        {user.breed && <p className={s.heroBreed}>{breedName(user.breed, i18n.locale)}</p>}
        <p className={s.heroOwner}>
          <Trans>
            Owner: <span>{owner}</span>
          </Trans>
        </p>
      </div>
    </section>
  );
}
