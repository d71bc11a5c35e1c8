import type { AnyActorRef } from 'xstate';
import { FRIENDS_LIST_SYSTEM_ID } from '../friends-list/friends-list.types';
import { NOTIFICATIONS_SYSTEM_ID } from '../notifications/notifications.types';
import { RANDOM_CHAT_SYSTEM_ID } from '../random-chat/random-chat.types';
import { USERS_LIST_SYSTEM_ID } from '../users-list/users-list.types';

/**
 * The actors that follow a block, by system id. A block can be made from one screen (or the bell)
 * while another of them runs, so each hears it: the chat ends the call with that partner, the
 * lists drop the user, the bell drops their friend request (the server deleted it with the block).
 * The block popup lives shorter than they do, so it tells them rather than being subscribed to.
 */
export const BLOCK_LISTENERS = [
  RANDOM_CHAT_SYSTEM_ID,
  FRIENDS_LIST_SYSTEM_ID,
  USERS_LIST_SYSTEM_ID,
  NOTIFICATIONS_SYSTEM_ID,
] as const;

/** The listeners that run now; those that do not have nothing to update. */
export function runningListeners(system: { get(id: string): AnyActorRef | undefined }): AnyActorRef[] {
  return BLOCK_LISTENERS.flatMap((id) => system.get(id) ?? []);
}
