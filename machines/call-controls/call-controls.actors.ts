import { fromCallback } from 'xstate';
import type { CallControlsDeps, CallControlsEvent, StageRef, TrackState } from './call-controls.types';

/** Real effects for `callControlsMachine.provide(...)`. */
export function createCallControlsImplementations(deps: CallControlsDeps) {
  return {
    actors: {
      fullscreen: fromCallback<CallControlsEvent, StageRef>(({ input, sendBack }) =>
        deps.enterFullscreen(input, () => sendBack({ type: 'display.exit' })),
      ),
    },
    actions: {
      applyTracks: (_: unknown, state: TrackState) => deps.applyTracks(state),
    },
  };
}
