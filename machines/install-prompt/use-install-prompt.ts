import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { installPromptMachine } from './install-prompt.machine';
import { selectInstallView } from './install-prompt.selectors';

/** No entry: the actor has not started yet (its code loads after the first page). */
const NO_INSTALL: ReturnType<typeof selectInstallView> = { entry: null, iosHelpOpen: false };

/** The profile menu's install entry (the root's `installPrompt`, null until it runs). */
export function useInstallPrompt(actor: ActorRefFrom<typeof installPromptMachine> | null) {
  const view = useSelector(actor ?? undefined, (s) => (s ? selectInstallView(s) : NO_INSTALL), shallowEqual);
  const senders = useMemo(
    () => ({
      open: () => actor?.send({ type: 'install.open' }),
      close: () => actor?.send({ type: 'install.close' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
