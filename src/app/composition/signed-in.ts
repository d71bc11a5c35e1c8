import { createFriendRequestsImplementations } from '../../../machines/friend-requests/friend-requests.actors';
import { friendRequestsMachine } from '../../../machines/friend-requests/friend-requests.machine';
import { createNotificationsImplementations } from '../../../machines/notifications/notifications.actors';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { createPeerImplementations } from '../../../machines/peer/peer.actors';
import { peerMachine } from '../../../machines/peer/peer.machine';
import { createRealtimeImplementations } from '../../../machines/realtime/realtime.actors';
import { realtimeMachine } from '../../../machines/realtime/realtime.machine';
import type { SignedInLogic } from '../../../machines/root/root.types';
import { friendCallApi } from '../../adapters/api/friend-call-api';
import { friendsApi } from '../../adapters/api/friends-api';
import { browserCallAlerts } from '../../adapters/call-alerts';
import { goTo } from '../../adapters/navigation';
import { browserPeerDeps } from '../../adapters/peer';
import { realtimeDeps } from '../../adapters/realtime/index';
import { lazyRingtone } from './notifications';

/**
 * The root's children while a verified user is signed in, with the browser's effects plugged in.
 * Only the root's `loadSignedIn` imports this module (composition/root.ts), once a verified
 * session exists: a guest's first load carries none of it (docs/architecture.md "First load").
 */
export const signedInLogic: SignedInLogic = {
  realtime: realtimeMachine.provide(createRealtimeImplementations(realtimeDeps)),
  peer: peerMachine.provide(createPeerImplementations(browserPeerDeps())),
  notifications: notificationsMachine.provide(
    createNotificationsImplementations({
      loadRequests: (signal) => friendsApi.requests(signal),
      loadPendingCalls: (signal) => friendCallApi.pendingCalls(signal),
      declineCall: (callId, signal) => friendCallApi.declineCall(callId, signal),
      openCall: (from) => goTo('/friend-call', { incomingCallFrom: from }),
      ring: lazyRingtone,
      alerts: browserCallAlerts,
    }),
  ),
  friendRequests: friendRequestsMachine.provide(
    createFriendRequestsImplementations({
      acceptRequest: (senderId, signal) => friendsApi.acceptRequest(senderId, signal),
      declineRequest: (senderId, signal) => friendsApi.declineRequest(senderId, signal),
    }),
  ),
};
