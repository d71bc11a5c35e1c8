import { fromCallback } from 'xstate';
import type {
  CallControlsDeps,
  CallControlsEvent,
  PictureInPictureRequest,
  StageRef,
  TrackState,
} from './call-controls.types';

/** Real effects for `callControlsMachine.provide(...)`. */
export function createCallControlsImplementations(deps: CallControlsDeps) {
  return {
    actors: {
      fullscreen: fromCallback<CallControlsEvent, StageRef>(({ input, sendBack }) =>
        deps.enterFullscreen(input, () => sendBack({ type: 'display.exit' })),
      ),
      // The lock is held for as long as the call state runs; stopping the actor lets it go.
      wakeLock: fromCallback(() => deps.holdWakeLock?.()),
      pictureInPicture: fromCallback<PictureInPictureRequest, StageRef>(({ input, sendBack, receive }) => {
        const control = deps.watchPictureInPicture?.(input, (change) => sendBack({ type: `pip.${change}` }));
        // Without picture-in-picture the button stays hidden: nothing to drive.
        if (!control) return;
        receive((event) => (event.type === 'pip.enter' ? control.enter() : control.leave()));
        return () => control.dispose();
      }),
    },
    actions: {
      applyTracks: (_: unknown, state: TrackState) => deps.applyTracks(state),
    },
  };
}
