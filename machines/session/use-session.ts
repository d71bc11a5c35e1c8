import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from './session.machine';
import { selectSessionView } from './session.selectors';

/** The top bar's view of the session and its senders (the root's `session`). */
export function useSession(actor: ActorRefFrom<typeof sessionMachine>) {
  const view = useSelector(actor, selectSessionView, shallowEqual);
  const senders = useMemo(() => ({ logout: () => actor.send({ type: 'session.logout' }) }), [actor]);
  return { view, ...senders };
}
