import type { CallControlsView } from '../../machines/call-controls/call-controls.selectors';
import type { FriendCallView } from '../../machines/friend-call/friend-call.selectors';
import type { FriendProfile } from '../../machines/friend-call/friend-call.types';
import type { ChatView, CompanionView } from '../../machines/random-chat/random-chat.selectors';
import type { CallActions } from '../features/call/CallScreen';
import type { CallStage, CallActions as StageActions } from '../features/call/call-stage';

/**
 * One set of sample call data for the call screens' tests and stories (src/features/call, chat,
 * friend-call; stories/call, chat, friend-call): the same partner, views and controls everywhere,
 * so a field added to a view is added here once. Samples only: no test double, no behaviour.
 */

/** The call's controls at rest: microphone and camera on, shown, no picture-in-picture. */
export const sampleControls: CallControlsView = {
  micOn: true,
  cameraOn: true,
  display: 'normal',
  visible: true,
  pictureInPicture: 'unavailable',
};

/** The random chat before Start. */
export const idleChat: ChatView = {
  phase: 'idle',
  problem: null,
  companion: null,
  localStream: null,
  remoteStream: null,
  canStart: true,
  canStop: false,
  canNext: false,
  canReport: false,
  peerReady: true,
  reconnecting: null,
  peerConnection: null,
  farewell: null,
  widened: false,
};

/** The random chat's partner (stories give him a photo). */
export const sampleCompanion: CompanionView = {
  id: 7,
  name: 'Bohdan',
  petName: 'Kesha',
  petGender: 'boy',
  photo: null,
  breedId: 3,
  isFriend: false,
};

/** The same partner as a friend (FriendProfile names his photo `image`). */
export const sampleFriend: FriendProfile = {
  id: 7,
  name: 'Bohdan',
  image: null,
  petName: 'Kesha',
  petGender: 'boy',
  breed: { name: 'Beagle', name_ua: 'Бігль' },
};

/** A friend call of this user's, until the camera starts. */
export const preparingFriendCall: FriendCallView = {
  phase: 'preparing',
  mode: 'call',
  friend: sampleFriend,
  outcome: null,
  mediaProblem: null,
  localStream: null,
  remoteStream: null,
  canReport: true,
  reconnecting: null,
  peerConnection: null,
};

/** What the controls allow on a random call, and on a friend call (no Next). */
export const randomCallActions: StageActions = { canStart: false, canStop: true, canNext: true, canReport: true };
export const friendCallActions: StageActions = { ...randomCallActions, canNext: false };

/** The shared call screen on a random call with the partner (no streams: each puts in its own). */
export const onCallStage: CallStage = {
  phase: 'connected',
  localStream: null,
  remoteStream: null,
  partner: { name: 'Bohdan', petName: 'Kesha', petGender: 'boy', photo: null },
  onCall: true,
  reconnecting: null,
  immersive: true,
  ownTile: true,
  actions: randomCallActions,
};

/** Every callback of CallActions but the recording's (not every screen records). */
type CallCallbacks<S> = { [K in Exclude<keyof CallActions, 'recording' | 'onToggleRecording'>]-?: S };

/**
 * The call's callbacks, each a fresh spy made by `spy` (`vi.fn` in a test, Storybook's `fn` in a
 * story), so a test can ask which one was called.
 */
export function callCallbacks<S extends () => void>(spy: () => S): CallCallbacks<S> {
  return {
    onStop: spy(),
    onToggleMic: spy(),
    onToggleCamera: spy(),
    onToggleFullscreen: spy(),
    onTogglePictureInPicture: spy(),
    onExitDisplay: spy(),
    onActivity: spy(),
    onReport: spy(),
  };
}
