import type { SessionEvents } from '../../auth/session-events';
import type { PushService } from './service';

/**
 * A session that ends takes its devices' subscriptions with it, and a deleted user all of theirs
 * (also filtered at send time). Returns the unsubscribe.
 */
export function dropSubscriptionsOnSessionEnd(deps: {
  events: Pick<SessionEvents, 'subscribe'>;
  push: Pick<PushService, 'sessionEnded' | 'userDeleted'>;
  log: { error(obj: object, msg: string): void };
}): () => void {
  const { events, push, log } = deps;
  return events.subscribe((event) => {
    const done =
      event.type === 'sessionEnded'
        ? push.sessionEnded(event.familyId)
        : event.type === 'userDeleted'
          ? push.userDeleted(event.userId)
          : null;
    done?.catch((err) => log.error({ err, event: event.type }, 'push subscriptions not removed'));
  });
}
