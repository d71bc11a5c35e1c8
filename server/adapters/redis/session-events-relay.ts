import type { FastifyBaseLogger } from 'fastify';
import type { SessionEvent, SessionEvents } from '../../auth/session-events';
import type { RedisBus } from './bus';

/**
 * Session events between instances: every event raised here is published, and every event
 * another instance raised is replayed on `remote`. Only what holds per-instance state listens to
 * `remote` (the session cache and the session sockets, see `followSessionEvents` in `server/composition.ts`): the side effects of
 * an event (a friend call hung up, a relay) already ran once, on the instance that raised it.
 */
export function relaySessionEvents(deps: {
  local: SessionEvents;
  remote: SessionEvents;
  bus: RedisBus;
  channel: string;
  instanceId: string;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { local, remote, bus, channel, instanceId, log } = deps;
  const stop = local.subscribe((event) => {
    bus
      .publish(channel, JSON.stringify({ o: instanceId, e: event }))
      .catch((err) => log.error({ err, event: event.type }, 'session event not broadcast'));
  });
  const unsubscribe = bus.subscribe(channel, (raw) => {
    const { o, e } = JSON.parse(raw) as { o: string; e: SessionEvent };
    if (o === instanceId) return;
    switch (e.type) {
      case 'userChanged':
        return remote.userChanged(e.userId);
      case 'onCallChanged':
        return remote.onCallChanged(e.userId, e.isOnCall);
      case 'sessionEnded':
        return remote.sessionEnded(e.familyId, e.userId);
      case 'userDeleted':
        return remote.userDeleted(e.userId);
    }
  });
  return async () => {
    stop();
    await (await unsubscribe)().catch(() => {});
  };
}
