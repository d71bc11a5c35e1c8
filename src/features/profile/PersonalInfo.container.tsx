import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UserView } from '../../../contract/user';
import { selectBreeds, selectBreedsLoading } from '../../../machines/breed-picker/breed-picker.selectors';
import { createProfileFormImplementations } from '../../../machines/profile-form/profile-form.actors';
import { profileFormMachine } from '../../../machines/profile-form/profile-form.machine';
import { selectProfileForm } from '../../../machines/profile-form/profile-form.selectors';
import { useChild, useChildSelector } from '../../app/root-context';
import { PersonalInfoForm } from './PersonalInfoForm';
import { profileApi } from './profile-api';
import { useScreenActor } from './use-screen-actor';
import { useSessionEffects } from './use-session-effects';

/** The personal-info form; the breed list is the app's shared one (breed picker). */
export function PersonalInfoContainer({ user }: { user: UserView }) {
  const effects = useSessionEffects();
  const form = useScreenActor(() =>
    profileFormMachine.provide(
      createProfileFormImplementations({
        saveProfile: (values, signal) => profileApi.saveProfile(values, signal),
        userUpdated: effects.userUpdated,
      }),
    ),
  );
  const view = useSelector(form, selectProfileForm);
  const breedPicker = useChild('breedPicker');
  const breeds = useChildSelector('breedPicker', selectBreeds);
  const breedsLoading = useChildSelector('breedPicker', selectBreedsLoading);
  useEffect(() => breedPicker.send({ type: 'breeds.load' }), [breedPicker]);

  return (
    <PersonalInfoForm
      user={user}
      breeds={breeds}
      breedsLoading={breedsLoading}
      {...view}
      onSave={(values) => form.send({ type: 'profile.save', values })}
      onReset={() => form.send({ type: 'profile.reset' })}
    />
  );
}
