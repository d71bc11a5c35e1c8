import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { profileFormMachine } from './profile-form.machine';
import { selectProfileForm } from './profile-form.selectors';
import type { ProfileValues } from './profile-form.types';

/** The personal-info form's view model and its senders. */
export function useProfileForm(actor: ActorRefFrom<typeof profileFormMachine>) {
  const view = useSelector(actor, selectProfileForm, shallowEqual);
  const senders = useMemo(
    () => ({
      save: (values: ProfileValues) => actor.send({ type: 'profile.save', values }),
      reset: () => actor.send({ type: 'profile.reset' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
