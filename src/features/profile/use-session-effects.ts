import type { MessageDescriptor } from '@lingui/core';
import { useMemo } from 'react';
import type { UserView } from '../../../contract/user';
import type { ToastKind } from '../../../machines/toasts/toasts.types';
import { useChild, useRootActor } from '../../app/root-context';

/** What the profile screens' machines need from the app: the session and the toasts. */
export interface SessionEffects {
  /** The fresh user goes to the session: every view of the user re-renders (spec: "the profile reloads"). */
  userUpdated: (user: UserView) => void;
  logout: () => void;
  toast: (kind: ToastKind, message: MessageDescriptor) => void;
}

export function useSessionEffects(): SessionEffects {
  const root = useRootActor();
  const session = useChild('session');
  return useMemo(
    () => ({
      userUpdated: (user) => session.send({ type: 'session.userUpdated', user }),
      logout: () => session.send({ type: 'session.logout' }),
      toast: (kind, message) => root.send({ type: 'toast.show', kind, message }),
    }),
    [root, session],
  );
}
