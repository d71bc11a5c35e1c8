import { type EventObject, fromCallback } from 'xstate';
import type { MediaProblem } from '../random-chat/random-chat.types';

/** The actors every call screen (random chat, friend call) runs the same way. */

const MEDIA_PROBLEMS: readonly MediaProblem[] = ['denied', 'busy', 'noDevice', 'media', 'unsupported'];
const asMediaProblem = (error: unknown): MediaProblem =>
  MEDIA_PROBLEMS.includes(error as MediaProblem) ? (error as MediaProblem) : 'media';

/**
 * Keeps the page-exit guard on the screen's current plan (what leaving the page must do: hang up,
 * cancel, leave the pool). Runs until the screen's actor stops, when the plan in force is carried
 * out by `dispose`.
 */
export function pageExitActor<Plan>(guardPageExit: () => { update(plan: Plan): void; dispose(): void }) {
  return fromCallback<{ type: 'exit.plan'; plan: Plan }>(({ receive }) => {
    const guard = guardPageExit();
    receive((event) => guard.update(event.plan));
    return () => guard.dispose();
  });
}

export type LocalMediaEvent =
  | { type: 'media.ready'; stream: MediaStream }
  | { type: 'media.failed'; problem: MediaProblem };

/**
 * The camera and microphone while the state that invoked it lasts: `media.ready` with the stream,
 * or `media.failed` with the problem; stopping the actor releases the stream.
 */
export function localMediaActor<TEvent extends EventObject = LocalMediaEvent>(deps: {
  openCamera(): Promise<MediaStream>;
  stopStream(stream: MediaStream): void;
}) {
  // Typed by the machine's events (what `.provide` expects); it sends back only LocalMediaEvents.
  return fromCallback<TEvent>(({ sendBack }) => {
    let stream: MediaStream | null = null;
    let stopped = false;
    deps.openCamera().then(
      (opened) => {
        // The state that wanted the camera may be gone already: release it at once.
        if (stopped) return deps.stopStream(opened);
        stream = opened;
        sendBack({ type: 'media.ready', stream: opened });
      },
      (error: unknown) => {
        if (!stopped) sendBack({ type: 'media.failed', problem: asMediaProblem(error) });
      },
    );
    return () => {
      stopped = true;
      if (stream) deps.stopStream(stream);
    };
  });
}
