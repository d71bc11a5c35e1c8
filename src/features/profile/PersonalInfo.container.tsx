import type { UserView } from '../../../contract/user';
import { selectBreeds, selectBreedsLoading } from '../../../machines/breed-picker/breed-picker.selectors';
import { useProfileForm } from '../../../machines/profile-form/use-profile-form';
import { profileFormScreen } from '../../app/composition/profile';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { PersonalInfoForm } from './PersonalInfoForm';

/** The personal-info form; the breed list is the app's shared one (breed picker; the form's machine asks for it). */
export function PersonalInfoContainer({ user }: { user: UserView }) {
  const { view, save, reset } = useProfileForm(useScreen(profileFormScreen));
  const breeds = useChildSelector('breedPicker', selectBreeds);
  const breedsLoading = useChildSelector('breedPicker', selectBreedsLoading);
  return (
    <PersonalInfoForm
      user={user}
      breeds={breeds}
      breedsLoading={breedsLoading}
      {...view}
      onSave={save}
      onReset={reset}
    />
  );
}
