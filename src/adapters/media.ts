import type { TrackState } from '../../machines/call-controls/call-controls.types';
import type { MediaProblem } from '../../machines/random-chat/random-chat.types';

/** Camera and microphone (spec §4 step 2) and the call screen's fullscreen (spec §2). */

/** Sorts a getUserMedia failure into what the screen can explain to the user. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null)
      ? String((error as { name?: unknown }).name ?? '')
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    default:
      return 'media';
  }
}

/** What a browser needs for a video call, as `openCamera` checks it (the real window in the app). */
export interface CallCapabilities {
  /** `window.RTCPeerConnection` (PeerJS calls over it). */
  RTCPeerConnection?: unknown;
  /**
   * Chromium's old prefixed name, still there beside the standard one. PeerJS's webrtc-adapter
   * copies it onto `RTCPeerConnection` when PeerJS loads, so a browser with only this one calls.
   */
  webkitRTCPeerConnection?: unknown;
  /** False on a plain-http page, where browsers hide the camera whatever they can do. */
  isSecureContext?: boolean;
}

/**
 * Why this browser cannot make a video call before anything is asked: `unsupported` without
 * RTCPeerConnection or getUserMedia (an old or stripped-down browser), `media` when only the
 * page's insecure origin hides the camera (not the browser's fault); null when it can.
 */
export function callSupportProblem(
  env: CallCapabilities | undefined,
  mediaDevices: MediaDevices | undefined,
): MediaProblem | null {
  const peerConnection = env?.RTCPeerConnection ?? env?.webkitRTCPeerConnection;
  if (typeof peerConnection !== 'function') return 'unsupported';
  if (typeof mediaDevices?.getUserMedia === 'function') return null;
  return env?.isSecureContext === false ? 'media' : 'unsupported';
}

/** Opens camera and microphone; rejects with a `MediaProblem`. */
export async function openCamera(
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
  env: CallCapabilities | undefined = globalThis as CallCapabilities,
): Promise<MediaStream> {
  // A browser that cannot call is told so before it is asked for the camera.
  const unable = callSupportProblem(env, mediaDevices);
  if (unable || !mediaDevices) throw (unable ?? 'unsupported') satisfies MediaProblem;
  try {
    return await mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    throw mediaProblemOf(error);
  }
}

/**
 * PeerJS's own verdict on this browser: where it is false PeerJS's `Peer` refuses to start with
 * `browser-incompatible` (an unknown or too old browser, even one with RTCPeerConnection). A
 * PeerJS that cannot be loaded is not this check's business: the peer machine reports it.
 */
export async function peerJsSupportsCalls(): Promise<boolean> {
  try {
    return (await import('peerjs')).util.supports.audioVideo;
  } catch {
    return true;
  }
}

/**
 * The camera for a call: refused with `unsupported` where PeerJS says it cannot call from this
 * browser (its `browser-incompatible`), so the screen says so instead of blaming the network.
 */
export async function openCallCamera(
  peerSupport: () => Promise<boolean> = peerJsSupportsCalls,
  open: () => Promise<MediaStream> = openCamera,
  basicProblem: () => MediaProblem | null = () =>
    callSupportProblem(globalThis as CallCapabilities, globalThis.navigator?.mediaDevices),
): Promise<MediaStream> {
  // PeerJS is asked only where the browser has the basics: elsewhere `open` says why already.
  if (basicProblem() === null && !(await peerSupport())) throw 'unsupported' satisfies MediaProblem;
  return open();
}

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Spec §4 step 9: the toggles flip `enabled`, so the camera light and the call stay as they are. */
export function applyTracks({ stream, micOn, cameraOn }: TrackState): void {
  if (!stream) return;
  for (const track of stream.getAudioTracks()) track.enabled = micOn;
  for (const track of stream.getVideoTracks()) track.enabled = cameraOn;
}

/**
 * Native fullscreen for the element `target()` returns; `onExit` runs when the browser leaves
 * fullscreen (Escape, or the request was refused). The returned cleanup leaves it if still in it.
 */
export function enterFullscreen(
  target: () => HTMLElement | null,
  onExit: () => void,
  doc: Document = document,
): () => void {
  const element = target();
  let active = true;
  const onChange = () => {
    if (active && !doc.fullscreenElement) onExit();
  };
  if (!element?.requestFullscreen) {
    queueMicrotask(onExit);
    return () => {};
  }
  doc.addEventListener('fullscreenchange', onChange);
  element.requestFullscreen().catch(() => {
    if (active) onExit();
  });
  return () => {
    active = false;
    doc.removeEventListener('fullscreenchange', onChange);
    if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => {});
  };
}

/**
 * Spec §2: on iPhone, or in the app's web view (`device=app`), an expanded CSS mode replaces
 * native fullscreen (iPhone Safari has no element fullscreen).
 */
export function prefersExpandedMode(userAgent: string, deviceCookie: string | null, search: string): boolean {
  return /iPhone|iPod/.test(userAgent) || deviceCookie === 'app' || new URLSearchParams(search).get('device') === 'app';
}
