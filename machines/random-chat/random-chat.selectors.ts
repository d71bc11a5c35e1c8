import type { ActorRefFrom, Observer, SnapshotFrom } from 'xstate';
import type { PetGenderValue } from '../../contract/user';
import type { Reconnecting } from '../call-link/call-link.types';
import { isWidened } from './random-chat.helpers';
import type { randomChatMachine } from './random-chat.machine';
import type { Farewell, ProblemKind } from './random-chat.types';

export type RandomChatSnapshot = SnapshotFrom<typeof randomChatMachine>;

/** What the screen shows: the overlay asking to start, a loader, the call, or a problem. */
export type ChatPhase =
  | 'idle'
  | 'starting'
  | 'searching'
  | 'connecting'
  | 'connected'
  /** On a call whose link broke: recovering (issue 24). */
  | 'reconnecting'
  /** The link did not come back: "Connection lost", with a way to search again. */
  | 'lost'
  /** Nobody came within the retry limit: 'Video not available', with "Keep looking". */
  | 'unavailable'
  | 'problem';

export interface CompanionView {
  id: number;
  name: string;
  petName: string;
  petGender: PetGenderValue;
  /** The partner's profile photo (their pet), or null. */
  photo: string | null;
  /** The pet's breed (a name comes from the shared breed list), or null. */
  breedId: number | null;
  /** Already friends: the add-friend button is hidden (spec §2). */
  isFriend: boolean;
}

export interface ChatView {
  phase: ChatPhase;
  problem: ProblemKind | null;
  companion: CompanionView | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  canStart: boolean;
  canStop: boolean;
  /** Spec §4 step 5: Next is disabled without a companion. */
  canNext: boolean;
  canReport: boolean;
  /** The own PeerJS id is open (spec §4 step 2: Start needs it; Start before waits for it). */
  peerReady: boolean;
  /** While reconnecting: seconds since the fault, and whether this browser is offline. */
  reconnecting: Reconnecting | null;
  /** The call's RTCPeerConnection while on a call (the quality indicator reads it). */
  peerConnection: RTCPeerConnection | null;
  /** While searching after a call: "Taras left" or "You blocked Olena". */
  farewell: Farewell | null;
  /** The breed chat shown is widened to its breed group (issue 29). */
  widened: boolean;
}

function phaseOf(s: RandomChatSnapshot): ChatPhase {
  if (s.matches('idle')) return 'idle';
  if (s.matches('problem')) return 'problem';
  if (s.matches('lost')) return 'lost';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.hasTag('reconnecting')) return 'reconnecting';
  if (s.matches({ active: 'acquiring' }) || s.matches({ active: 'waitingForPeer' })) return 'starting';
  if (s.matches({ active: 'searching' }) || s.matches({ active: 'retrying' })) return 'searching';
  if (s.hasTag('onCall')) return 'connected';
  return 'connecting';
}

export function selectChatView(s: RandomChatSnapshot): ChatView {
  const { context } = s;
  const phase = phaseOf(s);
  const partner = context.companion;
  const companion: CompanionView | null = partner
    ? {
        id: partner.id,
        name: partner.name,
        petName: partner.pet_name,
        petGender: partner.pet_gender,
        photo: partner.image ?? null,
        breedId: partner.pet_breed_id ?? null,
        isFriend: context.me.friends.includes(partner.id) || partner.friends.includes(context.me.id),
      }
    : null;
  return {
    phase,
    problem: context.problem,
    companion,
    localStream: context.localStream,
    remoteStream: context.remoteStream,
    canStart: phase === 'idle' || phase === 'problem' || phase === 'lost' || phase === 'unavailable',
    canStop: phase !== 'idle',
    canNext: companion !== null,
    canReport: companion !== null,
    peerReady: context.peerId !== null,
    reconnecting: phase === 'reconnecting' ? context.reconnecting : null,
    peerConnection: context.peerConnection,
    farewell: phase === 'starting' || phase === 'searching' ? context.farewell : null,
    widened: isWidened(context),
  };
}

/**
 * The view with the friendships the session has learned since the screen opened (`context.me` is
 * the user as the chat started): a request accepted from the bell during the call makes the
 * companion a friend, and the add-friend button goes (spec §2: hidden if already friends).
 */
export function withSessionFriends(view: ChatView, friends: readonly number[]): ChatView {
  const companion = view.companion;
  if (!companion || companion.isFriend || !friends.includes(companion.id)) return view;
  return { ...view, companion: { ...companion, isFriend: true } };
}

/** Field-by-field equality for `useSelector`, so the screen re-renders only on a real change. */
export function sameChatView(a: ChatView, b: ChatView): boolean {
  return (
    a.phase === b.phase &&
    a.problem === b.problem &&
    a.localStream === b.localStream &&
    a.remoteStream === b.remoteStream &&
    a.canStart === b.canStart &&
    a.canStop === b.canStop &&
    a.canNext === b.canNext &&
    a.canReport === b.canReport &&
    a.peerReady === b.peerReady &&
    a.reconnecting?.seconds === b.reconnecting?.seconds &&
    a.reconnecting?.offline === b.reconnecting?.offline &&
    a.peerConnection === b.peerConnection &&
    a.farewell === b.farewell &&
    a.widened === b.widened &&
    a.companion?.id === b.companion?.id &&
    a.companion?.isFriend === b.companion?.isFriend
  );
}

export const selectControlsRef = (s: RandomChatSnapshot) => s.children.controls;
export const selectReportRef = (s: RandomChatSnapshot) => s.children.report;
/** The call's quality child while on a call (machines/call-quality), else undefined. */
export const selectCallQualityRef = (s: RandomChatSnapshot) => s.children.callQuality;
/** On a call: the partner's camera is off (no picture, the child `cameraOff`), so their card shows instead. */
export const selectPartnerCameraOff = (s: RandomChatSnapshot) => s.context.partnerCameraOff;
/** The searching clock while a search runs (machines/search-clock), else undefined. */
export const selectSearchClockRef = (s: RandomChatSnapshot) => s.children.searchClock;

/** What `useSelector` reads of the chat actor. */
export type ChatSource = Pick<ActorRefFrom<typeof randomChatMachine>, 'getSnapshot' | 'subscribe'>;

/**
 * The chat as the screen reads it: a snapshot tagged `placingCall` (the caller's offer on its
 * way, `matched.linking.placing`) is held back, and the screen keeps showing the one before it
 * until the offer has left (issue 30 item 4: the match's render otherwise ran on the main thread
 * while Chromium delivered createOffer and setLocalDescription). Everything else passes at once.
 */
export function holdWhilePlacing(actor: ChatSource): ChatSource {
  const placing = (snapshot: RandomChatSnapshot) => snapshot.hasTag('placingCall');
  let shown = actor.getSnapshot();
  const getSnapshot = () => {
    const snapshot = actor.getSnapshot();
    if (!placing(snapshot)) shown = snapshot;
    return shown;
  };
  const subscribe = (
    observer: Observer<RandomChatSnapshot> | ((snapshot: RandomChatSnapshot) => void),
    error?: (error: unknown) => void,
    complete?: () => void,
  ) => {
    const listener = typeof observer === 'function' ? { next: observer, error, complete } : observer;
    return actor.subscribe({
      next: (snapshot) => {
        if (placing(snapshot)) return;
        shown = snapshot;
        listener.next?.(snapshot);
      },
      error: (err) => listener.error?.(err),
      complete: () => listener.complete?.(),
    });
  };
  return { getSnapshot, subscribe: subscribe as ChatSource['subscribe'] };
}
