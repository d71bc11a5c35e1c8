import type { RecorderHandle, RecordingCall } from '../../machines/recording/recording.types';

/** Spec §4 "Recording": 30 fps, the local video as a 150 px wide inset at 20,20. */
export const RECORDING_FPS = 30;
export const INSET = { x: 20, y: 20, width: 150 } as const;

/** webm/vp9 where the browser has it; mp4 where webm is unsupported (Safari). */
export function recordingMimeType(): string {
  const candidates = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp9', 'video/webm', 'video/mp4'];
  if (typeof MediaRecorder === 'undefined') return '';
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

function videoOf(stream: MediaStream | null): HTMLVideoElement | null {
  if (!stream) return null;
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  void video.play().catch(() => {});
  return video;
}

/**
 * Records a call: draws the remote video with the local one as an inset on a canvas at 30 fps,
 * mixes both audio streams (Web Audio) and records the result with MediaRecorder.
 * `abandon` (the page is left) stops and hands the recording to `keep` (kept for the next visit).
 */
export function startCallRecorder(
  call: RecordingCall,
  on: { stopped(blob: Blob): void; failed(): void },
  keep: (blob: Blob) => void,
): RecorderHandle {
  let stopping: 'stop' | 'abandon' | null = null;
  try {
    const remote = videoOf(call.remote);
    const local = videoOf(call.local);
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const g = canvas.getContext('2d');
    const draw = () => {
      if (!g) return;
      g.fillStyle = '#000';
      g.fillRect(0, 0, canvas.width, canvas.height);
      if (remote && remote.videoWidth > 0) {
        canvas.width = remote.videoWidth;
        canvas.height = remote.videoHeight;
        g.drawImage(remote, 0, 0, canvas.width, canvas.height);
      }
      if (local && local.videoWidth > 0) {
        const height = (INSET.width * local.videoHeight) / local.videoWidth;
        g.drawImage(local, INSET.x, INSET.y, INSET.width, height);
      }
    };
    const timer = window.setInterval(draw, 1000 / RECORDING_FPS);
    const audio = new AudioContext();
    const mix = audio.createMediaStreamDestination();
    for (const stream of [call.remote, call.local])
      if (stream && stream.getAudioTracks().length > 0) audio.createMediaStreamSource(stream).connect(mix);
    const output = new MediaStream([
      ...canvas.captureStream(RECORDING_FPS).getVideoTracks(),
      ...mix.stream.getAudioTracks(),
    ]);
    const mimeType = recordingMimeType();
    const recorder = new MediaRecorder(output, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    const release = () => {
      window.clearInterval(timer);
      for (const track of output.getTracks()) track.stop();
      void audio.close().catch(() => {});
      for (const video of [remote, local]) if (video) video.srcObject = null;
    };
    recorder.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'video/webm' });
      if (stopping === 'abandon') keep(blob);
      else on.stopped(blob);
    };
    recorder.onerror = () => {
      release();
      on.failed();
    };
    recorder.start(1000);
    const stopWith = (how: 'stop' | 'abandon') => {
      if (stopping) return;
      stopping = how;
      if (recorder.state !== 'inactive') recorder.stop();
    };
    return { stop: () => stopWith('stop'), abandon: () => stopWith('abandon') };
  } catch {
    queueMicrotask(on.failed);
    return { stop() {}, abandon() {} };
  }
}
