import { FRIENDS_CHANNEL, FRIENDS_EVENT, type PresenceData } from '../../../contract/realtime';
import type { AppContext } from '../../context';
import { friendIdsOf } from '../users/repository';

/**
 * Tells friends who is online, over `friends-chanel`: a user coming online gets the list of
 * their online friends, and their online friends hear that they came or went. Only friends:
 * presence of strangers is nobody's business.
 *
 * Changes are coalesced per user before they reach the database: while one user's relay is
 * running (it reads their friends), further changes only record the newest state, and when the
 * relay is done one more runs if that state differs from what friends were last told. So a
 * socket toggling its subscription 40,000 times costs a handful of queries, not 40,000, and
 * friends still end up with the right state.
 */
export function startPresenceRelay(ctx: AppContext): () => void {
  const users = new Map<number, { running: boolean; wanted: boolean; told: boolean | null }>();

  async function drain(userId: number): Promise<void> {
    const entry = users.get(userId);
    if (!entry || entry.running) return;
    entry.running = true;
    try {
      while (entry.told !== entry.wanted) {
        const online = entry.wanted;
        try {
          await relay(ctx, userId, online);
        } catch (err) {
          ctx.log.error({ err, userId }, 'presence relay failed');
        }
        entry.told = online;
      }
    } finally {
      entry.running = false;
      // Offline users need no entry: the next change starts from "told offline".
      if (!entry.wanted) users.delete(userId);
    }
  }

  return ctx.realtime.onPresence((userId, online) => {
    const entry = users.get(userId) ?? { running: false, wanted: online, told: online ? false : null };
    entry.wanted = online;
    users.set(userId, entry);
    void drain(userId);
  });
}

async function relay(ctx: AppContext, userId: number, online: boolean): Promise<void> {
  const friends = await friendIdsOf(ctx.db, userId);
  const onlineFriends = await ctx.realtime.onlineAmong(friends);
  const change: PresenceData = {
    type: 'presence',
    snapshot: false,
    online: online ? [userId] : [],
    offline: online ? [] : [userId],
  };
  const sends = [...onlineFriends].map((friendId) =>
    ctx.realtime.publish(friendId, FRIENDS_CHANNEL, FRIENDS_EVENT, change),
  );
  if (online) {
    const snapshot: PresenceData = {
      type: 'presence',
      snapshot: true,
      online: [...onlineFriends],
      offline: friends.filter((id) => !onlineFriends.has(id)),
    };
    sends.push(ctx.realtime.publish(userId, FRIENDS_CHANNEL, FRIENDS_EVENT, snapshot));
  }
  await Promise.all(sends);
}
