import { createBirthDateImplementations } from '../../../machines/birth-date/birth-date.actors';
import { birthDateMachine } from '../../../machines/birth-date/birth-date.machine';
import { createBlockImplementations } from '../../../machines/block/block.actors';
import { blockMachine } from '../../../machines/block/block.machine';
import { createBlockedUsersImplementations } from '../../../machines/blocked-users/blocked-users.actors';
import { blockedUsersMachine } from '../../../machines/blocked-users/blocked-users.machine';
import { createModerationQueueImplementations } from '../../../machines/moderation-queue/moderation-queue.actors';
import { moderationQueueMachine } from '../../../machines/moderation-queue/moderation-queue.machine';
import { moderationApi, safetyApi } from '../../adapters/api/safety-api';
import { defineScreen } from './screen';

const blockLogic = blockMachine.provide(
  createBlockImplementations({ block: (userId, signal) => safetyApi.block(userId, signal) }),
);

/** The block popup (confirm, then POST /block), opened from the chat and the friends and users lists. */
export const blockScreen = defineScreen('block', blockLogic);

/** The same popup for the notification panel, which lives beside those pages (its own system id). */
export const notificationsBlockScreen = defineScreen('notificationsBlock', blockLogic);

/** The date-of-birth prompt of accounts made before sign-up asked for it (POST /update, once). */
export const birthDateScreen = defineScreen(
  'birthDate',
  birthDateMachine.provide(
    createBirthDateImplementations({ save: (value, signal) => safetyApi.setBirthDate(value, signal) }),
  ),
);

/** The moderators' page: queues, actions with confirmation, the log. */
export const moderationQueueScreen = defineScreen(
  'moderationQueue',
  moderationQueueMachine.provide(
    createModerationQueueImplementations({
      loadReports: (status, signal) => moderationApi.reports(status, signal),
      loadLog: (signal) => moderationApi.log(signal),
      act: (request, signal) => moderationApi.act(request, signal),
      loadAppeals: (signal) => moderationApi.appeals(signal),
      loadAccounts: (signal) => moderationApi.accounts(signal),
      decide: (request, signal) => moderationApi.decide(request, signal),
    }),
  ),
);

/** The profile's blocked users: GET /blocks, DELETE /block after a confirmation. */
export const blockedUsersScreen = defineScreen(
  'blockedUsers',
  blockedUsersMachine.provide(
    createBlockedUsersImplementations({
      loadBlocks: (signal) => safetyApi.blocks(signal),
      unblock: (userId, signal) => safetyApi.unblock(userId, signal),
    }),
  ),
);
