/**
 * Call controls: the buttons over a video call (spec §2 "Video chat screen", §4 step 9, §9).
 * Shared by the random chat and the friend call.
 *
 *   tracks      mic.toggle / camera.toggle flip `enabled` on the local stream's tracks; a
 *               stream given later (controls.stream) gets the current choice at once.
 *   display     normal → fullscreen (native Fullscreen API, an injected actor) or → expanded
 *               (a CSS mode used on iPhone and in the app's web view, where native fullscreen
 *               is missing or unwanted); display.toggle / display.exit go back.
 *   visibility  shown → hidden after 2 s without activity, only while on a call; any
 *               ui.activity (mouse movement, keyboard focus, touch) shows them again.
 */

/** Spec §9: controls hide after 2000 ms without mouse movement. */
export const CONTROLS_HIDE_MS = 2000;

/** The element that goes fullscreen, as the view holds it (a React ref fits). */
export interface StageRef {
  readonly current: HTMLElement | null;
}

export interface CallControlsInput {
  /** Use the expanded CSS mode instead of native fullscreen (iPhone, `device=app`). */
  expandedMode: boolean;
  stage: StageRef;
}

export interface CallControlsContext {
  micOn: boolean;
  cameraOn: boolean;
  /** The local stream whose tracks the toggles act on, once the camera is open. */
  stream: MediaStream | null;
  inCall: boolean;
  expandedMode: boolean;
  stage: StageRef;
}

export type CallControlsEvent =
  | { type: 'mic.toggle' }
  | { type: 'camera.toggle' }
  | { type: 'display.toggle' }
  /** Leave fullscreen or the expanded mode (Escape, or the browser left fullscreen itself). */
  | { type: 'display.exit' }
  | { type: 'ui.activity' }
  | { type: 'controls.stream'; stream: MediaStream | null }
  | { type: 'controls.inCall'; inCall: boolean };

export interface TrackState {
  /** Null before the camera opens: nothing to apply then. */
  stream: MediaStream | null;
  micOn: boolean;
  cameraOn: boolean;
}

export interface CallControlsDeps {
  /** Sets `enabled` on the stream's audio and video tracks (no-op without a stream). */
  applyTracks(state: TrackState): void;
  /**
   * Enters native fullscreen with the stage and calls `onExit` when the browser leaves it
   * (Escape, a failed request); the returned function leaves fullscreen if still in it.
   */
  enterFullscreen(stage: StageRef, onExit: () => void): () => void;
}
