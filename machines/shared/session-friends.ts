import { type AnyActorRef, type EventObject, enqueueActions, type MachineContext } from 'xstate';
import { SESSION_SYSTEM_ID, type SessionEvent, type SessionUser } from '../session/session.types';

/**
 * Keeps the session user's `friends` (spec §3 "Current user") in step with a friendship made or
 * ended here, so the chat's add-friend button and the friends limit see it without a reload:
 * the session gets `session.userUpdated` with the user's friends changed. Nothing is sent when
 * there is no session or no user (a machine tested on its own).
 */
export function updateSessionFriends<TContext extends MachineContext, TEvent extends EventObject>(
  change: (args: { context: TContext; event: TEvent }) => { add?: number; remove?: number },
) {
  return enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never, never>(
    ({ context, event, system, enqueue }) => {
      const session = system.get(SESSION_SYSTEM_ID) as AnyActorRef | undefined;
      const user = (session?.getSnapshot()?.context as { user?: SessionUser | null } | undefined)?.user;
      if (!session || !user) return;
      const { add, remove } = change({ context, event });
      let friends = user.friends.filter((id) => id !== remove);
      if (add !== undefined && !friends.includes(add)) friends = [...friends, add];
      if (friends.length === user.friends.length && friends.every((id, i) => id === user.friends[i])) return;
      enqueue.sendTo(session, { type: 'session.userUpdated', user: { ...user, friends } } satisfies SessionEvent);
    },
  );
}
