import type { SnapshotFrom } from 'xstate';
import type { callControlsMachine } from './call-controls.machine';

export type CallControlsSnapshot = SnapshotFrom<typeof callControlsMachine>;

export type DisplayMode = 'normal' | 'fullscreen' | 'expanded';

export interface CallControlsView {
  micOn: boolean;
  cameraOn: boolean;
  display: DisplayMode;
  /** False while the controls are hidden after 2 s without activity on a call. */
  visible: boolean;
  /**
   * The picture-in-picture button: hidden (`unavailable`) off a call and where the browser has no
   * picture-in-picture; `on` while the partner's video floats.
   */
  pictureInPicture: PictureInPictureState;
}

export type PictureInPictureState = 'unavailable' | 'off' | 'on';

export function selectCallControls(snapshot: CallControlsSnapshot): CallControlsView {
  const display: DisplayMode = snapshot.matches({ display: 'fullscreen' })
    ? 'fullscreen'
    : snapshot.matches({ display: 'expanded' })
      ? 'expanded'
      : 'normal';
  return {
    micOn: snapshot.context.micOn,
    cameraOn: snapshot.context.cameraOn,
    display,
    visible: !snapshot.matches({ visibility: 'hidden' }),
    pictureInPicture: snapshot.matches({ call: { on: 'floating' } })
      ? 'on'
      : snapshot.matches({ call: { on: 'inPage' } })
        ? 'off'
        : 'unavailable',
  };
}

/** Compares view models field by field, so `useSelector` re-renders only on a real change. */
export function sameCallControls(a: CallControlsView, b: CallControlsView): boolean {
  return (
    a.micOn === b.micOn &&
    a.cameraOn === b.cameraOn &&
    a.display === b.display &&
    a.visible === b.visible &&
    a.pictureInPicture === b.pictureInPicture
  );
}
