import { Trans, useLingui } from '@lingui/react/macro';
import type { UserView } from '../../../contract/user';
import { PawIcon } from '../../ui/pet-icons';
import { breedName } from '../breeds/breed-name';
import { GenderIcon } from '../call/call-icons';
import * as s from './ProfilePage.css';

/**
 * The top of the profile, pet first (issue 14): the pet's breed picture, name, breed and gender,
 * then its owner. The photo itself is shown once, in the photo card beside it, where it is changed
 * (issue 25: it showed twice).
 */
export function PetHero({ user }: { user: Pick<UserView, 'name' | 'pet_name' | 'pet_gender' | 'breed'> }) {
  const { t, i18n } = useLingui();
  const owner = user.name;
  return (
    <section className={s.hero} aria-label={t`Your pet`} data-testid="pet-hero">
      <span className={s.heroPhoto}>
        {user.breed ? (
          <img src={user.breed.image} alt="" width={96} height={96} data-testid="pet-hero-breed" />
        ) : (
          <PawIcon width={56} height={56} />
        )}
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
