import type { Friend, FriendsPages } from '../../contract/friends';
import type { FriendsGroup } from './friends-list.types';

/** The server's pages as one list: online friends first, then offline. */
export const flattenPages = (pages: FriendsPages): Friend[] => [...pages.online.flat(), ...pages.offline.flat()];

export const groupOf = (friends: Friend[], group: FriendsGroup) =>
  friends.filter((f) => (group === 'online' ? f.is_online : !f.is_online));

/** At least one page, so an empty group shows "page 1 of 1". */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** Spec §4: a current page beyond the page count goes back to page 1. */
export function clampPages(friends: Friend[], page: Record<FriendsGroup, number>, pageSize: number) {
  const clamp = (group: FriendsGroup) =>
    page[group] > pageCount(groupOf(friends, group).length, pageSize) ? 1 : page[group];
  return { online: clamp('online'), offline: clamp('offline') };
}

/** The presence of friends as the server reported it (`PresenceData`); others are unchanged. */
export function withPresence(friends: Friend[], online: number[], offline: number[], onCall: number[]): Friend[] {
  return friends.map((f) => {
    if (online.includes(f.id)) {
      const isOnCall = onCall.includes(f.id);
      return f.is_online && f.is_on_call === isOnCall ? f : { ...f, is_online: true, is_on_call: isOnCall };
    }
    if (offline.includes(f.id)) return f.is_online || f.is_on_call ? { ...f, is_online: false, is_on_call: false } : f;
    return f;
  });
}
