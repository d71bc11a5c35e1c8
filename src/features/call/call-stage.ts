import type { PetGenderValue } from '../../../contract/user';
import type { Reconnecting } from '../../../machines/call-link/call-link.types';

/** The partner as the stage shows them: in their card, and named while reconnecting. */
export interface CallPartner {
  name: string;
  petName: string;
  petGender: PetGenderValue;
  /** The partner's profile photo (their pet), or null: a paw stands in. */
  photo: string | null;
}

/** What the call's controls allow now. */
export interface CallActions {
  /** While a chat can start the screen shows its own Start, so the controls show no Stop. */
  canStart: boolean;
  canStop: boolean;
  /** The random chat's Next (the friend call has none). */
  canNext: boolean;
  canReport: boolean;
}

/**
 * What the shared call screen shows, the same for both calls. Each call feature maps its
 * machine's view to it in its `to-call-screen-props.ts`, so the screen knows no machine.
 */
export interface CallStage {
  /** The feature's own phase, as `data-phase` (the stage's CSS and the E2E tests read it). */
  phase: string;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  partner: CallPartner | null;
  /** Connected or reconnecting: the partner's card is shown. */
  onCall: boolean;
  /** While the link recovers: the time since the fault, and whether this browser is offline. */
  reconnecting: Reconnecting | null;
  /** Phones: the call covers the whole viewport, the app's top bar included (issue 14). */
  immersive: boolean;
  /** The own preview in the corner; false while the feature frames the camera itself. */
  ownTile: boolean;
  /** What the controls allow; null: no controls (the call is over). */
  actions: CallActions | null;
}
