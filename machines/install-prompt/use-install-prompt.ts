import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { installPromptMachine } from './install-prompt.machine';
import { selectInstallView } from './install-prompt.selectors';

/** The profile menu's install entry (the root's `installPrompt`). */
export function useInstallPrompt(actor: ActorRefFrom<typeof installPromptMachine>) {
  const view = useSelector(actor, selectInstallView, shallowEqual);
  const senders = useMemo(
    () => ({
      open: () => actor.send({ type: 'install.open' }),
      close: () => actor.send({ type: 'install.close' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
