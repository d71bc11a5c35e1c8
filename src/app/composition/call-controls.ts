import { createCallControlsImplementations } from '../../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../../machines/call-controls/call-controls.machine';
import { applyTracks, enterFullscreen } from '../../adapters/media';
import { watchPictureInPicture } from '../../adapters/picture-in-picture';
import { holdScreenAwake } from '../../adapters/wake-lock';

/**
 * The call controls with the browser's effects (tracks, fullscreen, wake lock, picture-in-picture),
 * the same for the random chat and the friend call.
 */
export const callControlsLogic = callControlsMachine.provide(
  createCallControlsImplementations({
    applyTracks,
    enterFullscreen: (stage, onExit) => enterFullscreen(() => stage.current, onExit),
    holdWakeLock: () => holdScreenAwake(),
    watchPictureInPicture: (stage, report) => watchPictureInPicture(stage, report),
  }),
);
