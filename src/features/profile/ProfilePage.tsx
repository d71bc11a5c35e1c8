import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import * as s from './ProfilePage.css';

export interface ProfilePageProps {
  /** The pet at the top (PetHero): the page leads with the pet, then the account's settings. */
  pet?: ReactNode;
  photo: ReactNode;
  personalInfo: ReactNode;
  accountInfo: ReactNode;
  emailChange: ReactNode;
  security: ReactNode;
  /** Whom the user blocked, with unblock. */
  blocked?: ReactNode;
  /** "Notifications on this device" (Web Push). */
  notifications?: ReactNode;
}

/** The profile screen (spec §2): a back link, the pet, then the photo beside the profile's sections. */
export function ProfilePage({
  pet,
  photo,
  personalInfo,
  accountInfo,
  emailChange,
  security,
  blocked,
  notifications,
}: ProfilePageProps) {
  return (
    <div className={s.page}>
      <Link to="/" className={s.backLink}>
        <span aria-hidden="true">←</span> <Trans>Back</Trans>
      </Link>
      <h1 className={s.title}>
        <Trans>Profile</Trans>
      </h1>
      {pet}
      <div className={s.layout}>
        <div className={s.side}>{photo}</div>
        <div className={s.sections}>
          {personalInfo}
          {accountInfo}
          {emailChange}
          {notifications}
          {blocked}
          {security}
        </div>
      </div>
    </div>
  );
}
