import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine';
import { selectPreferencesView } from './preferences.selectors';

/** The preferences' view model and senders (the root's `preferences`). */
export function usePreferences(actor: ActorRefFrom<typeof preferencesMachine>) {
  const view = useSelector(actor, selectPreferencesView, shallowEqual);
  const senders = useMemo(
    () => ({
      toggleTheme: () => actor.send({ type: 'theme.toggle' }),
      retryLanguage: () => actor.send({ type: 'language.retry' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
