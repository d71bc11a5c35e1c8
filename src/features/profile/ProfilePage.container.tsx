import { selectUser } from '../../../machines/session/session.selectors';
import { useChildSelector } from '../../app/root-context';
import { BlockedUsersContainer } from '../safety/BlockedUsers.container';
import { AccountInfo } from './AccountInfo';
import { EmailChangeContainer } from './EmailChange.container';
import { PersonalInfoContainer } from './PersonalInfo.container';
import { PetHero } from './PetHero';
import { PhotoSectionContainer } from './PhotoSection.container';
import { ProfilePage } from './ProfilePage';
import { PushSettingsContainer } from './PushSettings.container';
import { SecurityContainer } from './Security.container';

/** /profile: the signed-in user's profile, each section with its own machine. */
export function ProfilePageContainer() {
  const user = useChildSelector('session', selectUser);
  // Between an account deletion and the redirect to /login there is no user to show.
  if (!user) return null;
  return (
    <ProfilePage
      pet={<PetHero user={user} />}
      photo={<PhotoSectionContainer user={user} />}
      personalInfo={<PersonalInfoContainer user={user} />}
      accountInfo={<AccountInfo user={user} />}
      emailChange={<EmailChangeContainer currentEmail={user.email} />}
      security={<SecurityContainer />}
      blocked={<BlockedUsersContainer />}
      notifications={<PushSettingsContainer />}
    />
  );
}
