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
     */
    startPresenceRelay(): () => void {
      return realtime.onPresence((userId, online) => {
        relay(userId, online).catch((err) => log.error({ err, userId }, 'presence relay failed'));
      });
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
