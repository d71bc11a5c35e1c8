import { FRIENDS_CHANNEL, FRIENDS_EVENT, type PresenceData } from '../../../contract/realtime';
import type { AppContext } from '../../context';
import { friendIdsOf } from '../users/repository';

/**
 * Tells friends who is online, over `friends-chanel`: a user coming online gets the list of
 * their online friends, and their online friends hear that they came or went. Only friends:
 * presence of strangers is nobody's business.
 */
export function startPresenceRelay(ctx: AppContext): () => void {
  return ctx.realtime.onPresence((userId, online) => {
    relay(ctx, userId, online).catch((err) => ctx.log.error({ err, userId }, 'presence relay failed'));
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
