import type { StageRef } from '../../../machines/call-controls/call-controls.types';
import type { FriendRequestInput } from '../../../machines/friend-request/friend-request.types';
import { createMeetAgainImplementations } from '../../../machines/meet-again/meet-again.actors';
import { meetAgainMachine } from '../../../machines/meet-again/meet-again.machine';
import { createPoolStatsImplementations } from '../../../machines/pool-stats/pool-stats.actors';
import { poolStatsMachine } from '../../../machines/pool-stats/pool-stats.machine';
import { createRandomChatImplementations } from '../../../machines/random-chat/random-chat.actors';
import { randomChatMachine } from '../../../machines/random-chat/random-chat.machine';
import { RANDOM_CHAT_SYSTEM_ID, type RandomChatInput } from '../../../machines/random-chat/random-chat.types';
import { createReportImplementations } from '../../../machines/report/report.actors';
import { reportMachine } from '../../../machines/report/report.machine';
import type { SessionUser } from '../../../machines/session/session.types';
import { chatApi, sendOnExit } from '../../adapters/api/chat-api';
import { readCookie } from '../../adapters/cookies';
import { videoFrameProbe } from '../../adapters/dark-picture';
import { openCallCamera, prefersExpandedMode, stopStream } from '../../adapters/media';
import { captureRemoteFrame } from '../../adapters/still-frame';
import { COOKIES } from '../../config';
import { createPageExitGuard } from '../../features/chat/page-exit';
import { readRecentPartners, saveRecentPartners } from '../../features/chat/recent-partners-cookie';
import { readWidenedBreeds, saveWidenedBreeds } from '../../features/chat/widened-breeds-cookie';
import { gateOf } from '../../features/safety/SafetyGate';
import { callControlsLogic } from './call-controls';
import { callQualityLogic } from './call-quality';
import { friendRequestLogic } from './friend-request';
import { randomChatRecordingLogic } from './recording';
import { defineScreen } from './screen';

/**
 * The random chat screen with the browser's effects: camera, API, page exit, cookies, fullscreen.
 * Its `peer` and `realtime` come from the root's system (src/app/composition/root.ts); the match
 * child (machines/chat-match) needs nothing but that system. Imported by the home route's chunk only.
 */
const chatImplementations = createRandomChatImplementations({
  openCamera: () => openCallCamera(),
  stopStream,
  search: chatApi.search,
  setOnCall: chatApi.setOnCall,
  endCall: chatApi.endCall,
  leavePool: chatApi.leavePool,
  guardPageExit: () =>
    createPageExitGuard({
      hangUp: (input) => sendOnExit('/end-call', input),
      leavePool: () => sendOnExit('/leave-pool'),
    }),
  saveRecent: (recent) => saveRecentPartners(recent),
  saveWidened: (widened) => saveWidenedBreeds(widened),
  probeFrames: videoFrameProbe,
});

export const chatScreen = defineScreen(
  RANDOM_CHAT_SYSTEM_ID,
  randomChatMachine.provide({
    ...chatImplementations,
    actors: {
      ...chatImplementations.actors,
      controls: callControlsLogic,
      report: reportMachine.provide(
        createReportImplementations({ sendReport: chatApi.addReport, captureFrame: captureRemoteFrame }),
      ),
      recording: randomChatRecordingLogic,
      callQuality: callQualityLogic,
      meetAgain: meetAgainMachine.provide(createMeetAgainImplementations({ ask: chatApi.meetAgain })),
    },
  }),
);

/** Who is there to meet, read while the chat screen is shown (`poolStats` in the root's system). */
export const poolStatsScreen = defineScreen(
  'poolStats',
  poolStatsMachine.provide(createPoolStatsImplementations({ fetchPoolStats: chatApi.poolStats })),
);

/** The chat's start values: the user, the URL's breed, the recent partners' cookie, the display mode. */
export function chatInput(user: SessionUser, breedId: number | null, stage: StageRef): RandomChatInput {
  return {
    me: { id: user.id, name: user.name, pet_name: user.pet_name, pet_gender: user.pet_gender, friends: user.friends },
    breedId,
    recent: readRecentPartners(),
    widened: readWidenedBreeds(),
    expandedMode: prefersExpandedMode(navigator.userAgent, readCookie(COOKIES.device.name), window.location.search),
    stage,
    // The own camera shows before Start, for users who may use random chat (not behind the safety gate).
    preview: gateOf(user) === null,
  };
}

/** The top bar's add-friend button (machines/friend-request), open while the chat screen is. */
export const chatFriendRequestScreen = defineScreen('chatFriendRequest', friendRequestLogic);

/** The sender's start values: subscribers skip the limit check (spec §6). */
export const friendRequestInput = (user: SessionUser): FriendRequestInput => ({
  isSubscribed: user.is_subscribed,
  friendCount: user.friends.length,
});
