import { FRIENDS_CHANNEL, FRIENDS_EVENT, type PresenceData, type RealtimeAuth } from '../../../contract/realtime';
import type { SessionEvents } from '../../auth/session-events';
import type { Clock } from '../../ports/clock';
import type { RealtimePort } from '../../ports/realtime';
import type { UsersRepository } from '../users/repository';

export interface RealtimeDeps {
  realtime: Pick<RealtimePort, 'authorize' | 'publish' | 'onlineAmong' | 'onPresence'>;
  users: Pick<UsersRepository, 'presenceCircleOf'>;
  /** `onCallChanged`: a user started or ended a call (random chat or friend call). */
  events: Pick<SessionEvents, 'subscribe'>;
  log: { error(obj: object, msg: string): void };
  clock: Clock;
}

/** Relays per user within `RELAY_WINDOW_MS` at once; more wait for the window to move on. */
export const RELAYS_PER_WINDOW = 4;
const RELAY_WINDOW_MS = 1000;
/** Users remembered at most before the offline ones with no recent relay are forgotten. */
const MAX_REMEMBERED = 10_000;

interface RelayState {
  running: boolean;
  wanted: boolean;
  told: boolean | null;
  callChanged: boolean;
  /** When this user's last relays ran (the throttle's window). */
  ranAt: number[];
}

/** Realtime credentials for a session, and the friends' presence relay. */
export function createRealtimeService({ realtime, users, events, log, clock }: RealtimeDeps) {
  /**
   * Tells the user's online friends their state (online, and whether on a call), and with
   * `snapshot` tells the user who of their friends is online and on a call.
   */
  async function relay(userId: number, online: boolean, snapshot: boolean): Promise<void> {
    const { friends, onCall } = await users.presenceCircleOf(userId);
    const onlineFriends = await realtime.onlineAmong(friends);
    const change: PresenceData = {
      type: 'presence',
      snapshot: false,
      online: online ? [userId] : [],
      offline: online ? [] : [userId],
      on_call: online && onCall.has(userId) ? [userId] : [],
    };
    const sends = [...onlineFriends].map((friendId) =>
      realtime.publish(friendId, FRIENDS_CHANNEL, FRIENDS_EVENT, change),
    );
    if (snapshot) {
      const state: PresenceData = {
        type: 'presence',
        snapshot: true,
        online: [...onlineFriends],
        offline: friends.filter((id) => !onlineFriends.has(id)),
        on_call: [...onlineFriends].filter((id) => onCall.has(id)),
      };
      sends.push(realtime.publish(userId, FRIENDS_CHANNEL, FRIENDS_EVENT, state));
    }
    await Promise.all(sends);
  }

  return {
    /**
     * POST /broadcasting/auth: credentials bound to the session (refresh-token family), so the
     * sockets opened with them close when the session ends.
     */
    authorize(session: { userId: number; familyId: string }): Promise<RealtimeAuth> {
      return realtime.authorize(session.userId, session.familyId);
    },

    /**
     * Tells friends who is online and who is on a call, over `friends-chanel`: a user coming
     * online gets the list of their online friends (and which of them are on a call), and their
     * online friends hear that they came or went, or — while they are online — that they started
     * or ended a call (`onCallChanged`). Only friends: presence of strangers is nobody's business.
     * Returns the stop function.
     *
     * Changes are coalesced per user before they reach the database: while one user's relay is
     * running (it reads their friends), further changes only record the newest state, and when the
     * relay is done one more runs if that state differs from what friends were last told (or a call
     * started or ended meanwhile; the relay reads `is_on_call` as it is then). Per user at most
     * `RELAYS_PER_WINDOW` relays run within a second; the next waits for the window to move on
     * and then tells the state as it is by then. So a socket toggling its subscription 40,000
     * times costs a bounded handful of queries however fast the machine runs, and friends still
     * end up with the right state.
     */
    startPresenceRelay(): () => void {
      const states = new Map<number, RelayState>();
      const waits = new Set<() => void>();
      let stopped = false;

      const windowWait = (ms: number) =>
        new Promise<void>((resolve) => {
          const cancel = clock.setTimeout(() => {
            waits.delete(cancel);
            resolve();
          }, ms);
          waits.add(cancel);
        });

      async function drain(userId: number): Promise<void> {
        const entry = states.get(userId);
        if (!entry || entry.running) return;
        entry.running = true;
        try {
          while (!stopped && (entry.told !== entry.wanted || (entry.wanted && entry.callChanged))) {
            const now = clock.now();
            entry.ranAt = entry.ranAt.filter((at) => now - at < RELAY_WINDOW_MS);
            if (entry.ranAt.length >= RELAYS_PER_WINDOW) {
              await windowWait(entry.ranAt[0] + RELAY_WINDOW_MS - now);
              continue;
            }
            entry.ranAt.push(now);
            const online = entry.wanted;
            const snapshot = online && entry.told !== true;
            entry.callChanged = false;
            try {
              await relay(userId, online, snapshot);
            } catch (err) {
              log.error({ err, userId }, 'presence relay failed');
            }
            entry.told = online;
          }
        } finally {
          entry.running = false;
        }
      }

      /** Offline users with no relay in the window need no entry: "told offline" is the default. */
      const forgetIdle = () => {
        const now = clock.now();
        for (const [userId, entry] of states)
          if (!entry.running && !entry.wanted && entry.ranAt.every((at) => now - at >= RELAY_WINDOW_MS))
            states.delete(userId);
      };

      const stopPresence = realtime.onPresence((userId, online) => {
        if (states.size >= MAX_REMEMBERED) forgetIdle();
        const entry = states.get(userId) ?? {
          running: false,
          wanted: online,
          told: online ? false : null,
          callChanged: false,
          ranAt: [],
        };
        entry.wanted = online;
        states.set(userId, entry);
        void drain(userId);
      });
      const stopCalls = events.subscribe((event) => {
        if (event.type !== 'onCallChanged') return;
        // Only users friends see online: an offline user's call changes nothing they are shown.
        const entry = states.get(event.userId);
        if (!entry?.wanted) return;
        entry.callChanged = true;
        void drain(event.userId);
      });
      return () => {
        stopped = true;
        stopPresence();
        stopCalls();
        for (const cancel of waits) cancel();
        waits.clear();
        states.clear();
      };
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
