import type { StageRef } from '../../../machines/call-controls/call-controls.types';
import { createFriendCallImplementations } from '../../../machines/friend-call/friend-call.actors';
import { friendCallMachine } from '../../../machines/friend-call/friend-call.machine';
import {
  FRIEND_CALL_SYSTEM_ID,
  type FriendCallExitPlan,
  type FriendCallInput,
  type FriendCallMode,
  type FriendProfile,
  NO_FRIEND,
} from '../../../machines/friend-call/friend-call.types';
import type { IncomingCall } from '../../../machines/notifications/notifications.types';
import { createReportImplementations } from '../../../machines/report/report.actors';
import { reportMachine } from '../../../machines/report/report.machine';
import type { SessionUser } from '../../../machines/session/session.types';
import { chatApi, sendOnExit } from '../../adapters/api/chat-api';
import { friendCallApi } from '../../adapters/api/friend-call-api';
import { friendsApi } from '../../adapters/api/friends-api';
import { readCookie } from '../../adapters/cookies';
import { videoFrameProbe } from '../../adapters/dark-picture';
import { openCallCamera, prefersExpandedMode, stopStream } from '../../adapters/media';
import { goTo } from '../../adapters/navigation';
import { captureRemoteFrame } from '../../adapters/still-frame';
import { COOKIES } from '../../config';
import { createPageExitGuard } from '../../features/chat/page-exit';
import { answerFailureOf, callFriendFailureOf } from '../../features/friend-call/friend-call-failures';
import { callControlsLogic } from './call-controls';
import { callQualityLogic } from './call-quality';
import { friendCallRecordingLogic } from './recording';
import { defineScreen } from './screen';

/** Quietly: the page goes on whatever the server answers (it cleans up after itself). */
const quietly = (request: Promise<unknown>) => void request.catch(() => {});

/** The friend's card from GET /friends (online first). */
async function loadFriend(friendId: number, signal: AbortSignal): Promise<FriendProfile> {
  // A link that names nobody has no card to load.
  if (friendId === NO_FRIEND) throw new Error('no friend named');
  const pages = await friendsApi.friends(100, signal);
  const friend = [...pages.online.flat(), ...pages.offline.flat()].find((f) => f.id === friendId);
  if (!friend) throw new Error('not a friend');
  return {
    id: friend.id,
    name: friend.name,
    image: friend.image,
    petName: friend.pet_name,
    petGender: friend.pet_gender,
    breed: friend.breed,
  };
}

/** Page exit: ringing withdraws the invitation, a call hangs up (spec §4: leaving the page ends the call). */
function guardPageExit() {
  let cancel: string | null = null;
  const guard = createPageExitGuard({
    hangUp: (input) => sendOnExit('/end-call', input),
    leavePool: () => {
      if (cancel) sendOnExit('/cancel-call', { call_id: cancel });
    },
  });
  return {
    update(plan: FriendCallExitPlan) {
      cancel = plan.cancel;
      guard.update({ leavePool: plan.cancel !== null, hangUp: plan.hangUp, warn: plan.warn });
    },
    dispose: () => guard.dispose(),
  };
}

const friendCallImplementations = createFriendCallImplementations({
  openCamera: () => openCallCamera(),
  stopStream,
  loadFriend,
  async callFriend({ userToCall, peerId }, signal) {
    try {
      return await friendCallApi.callFriend(userToCall, peerId, signal);
    } catch (error) {
      throw callFriendFailureOf(error);
    }
  },
  async answerCall(callId, signal) {
    try {
      return await friendCallApi.answerCall(callId, signal);
    } catch (error) {
      throw answerFailureOf(error);
    }
  },
  cancelCall: (callId) => quietly(friendCallApi.cancelCall(callId)),
  declineCall: (callId) => quietly(friendCallApi.declineCall(callId)),
  endCall: chatApi.endCall,
  guardPageExit,
  goHome: () => goTo('/'),
  probeFrames: videoFrameProbe,
});

/** The friend call page's screen (spec §4 "Friend call page"): the chat's controls and report, shared. */
export const friendCallScreen = defineScreen(
  FRIEND_CALL_SYSTEM_ID,
  friendCallMachine.provide({
    ...friendCallImplementations,
    actors: {
      ...friendCallImplementations.actors,
      callQuality: callQualityLogic,
      controls: callControlsLogic,
      report: reportMachine.provide(
        createReportImplementations({ sendReport: chatApi.addReport, captureFrame: captureRemoteFrame }),
      ),
      recording: friendCallRecordingLogic,
    },
  }),
);

/** The friend's card as the bell's incoming-call notification gives it. */
export function friendOfCall(call: IncomingCall): FriendProfile {
  return {
    id: call.from,
    name: call.fromName,
    image: call.image,
    petName: call.petName,
    petGender: call.petGender,
    breed:
      call.petBreedName === null
        ? null
        : { name: call.petBreedName, name_ua: call.petBreedNameUa ?? call.petBreedName },
  };
}

/**
 * The call's start values: `?userId=ID` calls that friend; `?incomingCallFrom=ID` answers the
 * invitation the bell holds from that friend, or `&callId=` (a notification's Answer); neither:
 * nothing to answer, so the machine says "this call has ended" and its "back" goes home.
 */
export function friendCallInput(
  user: SessionUser,
  search: { userId?: number; incomingCallFrom?: number; callId?: string },
  incoming: IncomingCall | null,
  stage: StageRef,
): FriendCallInput {
  const mode: FriendCallMode =
    search.incomingCallFrom !== undefined
      ? { kind: 'answer', friendId: search.incomingCallFrom, callId: incoming?.callId ?? search.callId ?? null }
      : search.userId !== undefined
        ? { kind: 'call', friendId: search.userId }
        : { kind: 'answer', friendId: NO_FRIEND, callId: null };
  return {
    me: { id: user.id, name: user.name, pet_name: user.pet_name, pet_gender: user.pet_gender, friends: user.friends },
    mode,
    friend: incoming ? friendOfCall(incoming) : null,
    expandedMode: prefersExpandedMode(navigator.userAgent, readCookie(COOKIES.device.name), window.location.search),
    stage,
  };
}
