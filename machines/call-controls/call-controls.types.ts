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
 *   call        off ⇄ on with `controls.inCall` (the partner's video is playing). While on:
 *               the screen is kept awake (injected `wakeLock` actor: it asks again when the
 *               page comes back to the foreground, as the browser drops the lock while hidden)
 *               and the partner's video can float in picture-in-picture (`pictureInPicture`
 *               actor: `pip.available` where the browser has it, then `pip.entered` /
 *               `pip.left` as the browser reports them). Leaving `on` (the call ended, the
 *               screen closed) releases the lock and closes the floating window.
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
  | { type: 'controls.inCall'; inCall: boolean }
  /** The picture-in-picture button: float the partner's video, or bring it back. */
  | { type: 'pip.toggle' }
  /** From the pictureInPicture actor: the browser has picture-in-picture and the video is there. */
  | { type: 'pip.available' }
  /** From the pictureInPicture actor: the browser opened / closed the floating window. */
  | { type: 'pip.entered' }
  | { type: 'pip.left' };

/** What the machine asks of the pictureInPicture actor (`pip.toggle`, turned into a request). */
export type PictureInPictureRequest = { type: 'pip.enter' } | { type: 'pip.leave' };

/** What the browser's picture-in-picture tells the pictureInPicture actor. */
export type PictureInPictureChange = 'available' | 'entered' | 'left';

/** The floating window of the partner's video, as the pictureInPicture actor drives it. */
export interface PictureInPictureControl {
  enter(): void;
  leave(): void;
  /** Stops listening and closes the floating window if it is still open. */
  dispose(): void;
}

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
  /*
   * The two below are optional so that tests of the screens that run these controls (random
   * chat, friend call) need not fake them; the app passes both (src/app/composition/call-controls.ts).
   */
  /** Keeps the screen awake until the returned function is called (a no-op where unsupported). */
  holdWakeLock?(): () => void;
  /**
   * Picture-in-picture of the partner's video inside the stage: null where the browser has none
   * (or the video is missing), else the control; `report` hears `available` once it can be used,
   * then `entered` / `left` as the browser opens or closes the floating window.
   */
  watchPictureInPicture?(
    stage: StageRef,
    report: (change: PictureInPictureChange) => void,
  ): PictureInPictureControl | null;
}
