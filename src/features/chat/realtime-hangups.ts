import type { AnyActorRef } from 'xstate';
import { andCallOf, REALTIME_SYSTEM_ID, type RealtimeEmitted } from '../../../machines/realtime/realtime.types';
import type { RootActor } from '../../../machines/root/root.selectors';

export interface HangUp {
  from: number;
  to: number;
  matchId: string | null;
}

/**
 * `andCall` events from the root's realtime actor. That actor exists only while the user is
 * signed in (and is replaced after a new sign-in), so the listener follows whichever one runs.
 */
export function watchHangUps(root: RootActor, listener: (hangUp: HangUp) => void): () => void {
  let current: AnyActorRef | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const attach = () => {
    const ref = root.system.get(REALTIME_SYSTEM_ID) as AnyActorRef | undefined;
    if (ref === current) return;
    subscription?.unsubscribe();
    current = ref;
    subscription = ref?.on('realtime.message', (message: RealtimeEmitted) => {
      const andCall = andCallOf(message);
      if (andCall) listener({ from: andCall.from, to: andCall.to, matchId: andCall.match_id });
    });
  };
  attach();
  const rootSubscription = root.subscribe(attach);
  return () => {
    rootSubscription.unsubscribe();
    subscription?.unsubscribe();
  };
}
