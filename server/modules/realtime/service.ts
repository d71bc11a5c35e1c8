import { FRIENDS_CHANNEL, FRIENDS_EVENT, type PresenceData, type RealtimeAuth } from '../../../contract/realtime';
import type { RealtimePort } from '../../ports/realtime';
import type { UsersRepository } from '../users/repository';

export interface RealtimeDeps {
  realtime: Pick<RealtimePort, 'authorize' | 'publish' | 'onlineAmong' | 'onPresence'>;
  users: Pick<UsersRepository, 'friendIdsOf'>;
  log: { error(obj: object, msg: string): void };
}

/** Realtime credentials for a session, and the friends' presence relay. */
export function createRealtimeService({ realtime, users, log }: RealtimeDeps) {
  async function relay(userId: number, online: boolean): Promise<void> {
    const friends = await users.friendIdsOf(userId);
    const onlineFriends = await realtime.onlineAmong(friends);
    const change: PresenceData = {
      type: 'presence',
      snapshot: false,
      online: online ? [userId] : [],
      offline: online ? [] : [userId],
      on_call: [],
    };
    const sends = [...onlineFriends].map((friendId) =>
      realtime.publish(friendId, FRIENDS_CHANNEL, FRIENDS_EVENT, change),
    );
    if (online) {
      const snapshot: PresenceData = {
        type: 'presence',
        snapshot: true,
        online: [...onlineFriends],
        offline: friends.filter((id) => !onlineFriends.has(id)),
        on_call: [],
      };
      sends.push(realtime.publish(userId, FRIENDS_CHANNEL, FRIENDS_EVENT, snapshot));
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
     * Tells friends who is online, over `friends-chanel`: a user coming online gets the list of
     * their online friends, and their online friends hear that they came or went. Only friends:
     * presence of strangers is nobody's business. Returns the stop function.
     *
     * Changes are coalesced per user before they reach the database: while one user's relay is
     * running (it reads their friends), further changes only record the newest state, and when the
     * relay is done one more runs if that state differs from what friends were last told. So a
     * socket toggling its subscription 40,000 times costs a handful of queries, not 40,000, and
     * friends still end up with the right state.
     */
    startPresenceRelay(): () => void {
      const states = new Map<number, { running: boolean; wanted: boolean; told: boolean | null }>();

      async function drain(userId: number): Promise<void> {
        const entry = states.get(userId);
        if (!entry || entry.running) return;
        entry.running = true;
        try {
          while (entry.told !== entry.wanted) {
            const online = entry.wanted;
            try {
              await relay(userId, online);
            } catch (err) {
              log.error({ err, userId }, 'presence relay failed');
            }
            entry.told = online;
          }
        } finally {
          entry.running = false;
          // Offline users need no entry: the next change starts from "told offline".
          if (!entry.wanted) states.delete(userId);
        }
      }

      return realtime.onPresence((userId, online) => {
        const entry = states.get(userId) ?? { running: false, wanted: online, told: online ? false : null };
        entry.wanted = online;
        states.set(userId, entry);
        void drain(userId);
      });
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
