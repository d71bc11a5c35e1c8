import type {
  PictureInPictureChange,
  PictureInPictureControl,
  StageRef,
} from '../../machines/call-controls/call-controls.types';

/**
 * Picture-in-picture of the partner's video (issue 24): the call keeps playing in a floating
 * window while the user looks at something else. Offered only where the browser has the
 * standard API (`document.pictureInPictureEnabled`); elsewhere the button stays hidden.
 */

/** The partner's video inside a call screen (VideoTile's test id; both screens use it). */
export const REMOTE_VIDEO_SELECTOR = 'video[data-testid="remote-video"]';

/** What it needs of `document` (a fake in tests). */
export type PictureInPictureDocument = Pick<
  Document,
  'pictureInPictureEnabled' | 'pictureInPictureElement' | 'exitPictureInPicture'
>;

/**
 * Watches the stage's remote video: `report` hears `available` at once, then `entered` / `left`
 * as the browser opens or closes the floating window (our button, the browser's own, or its
 * automatic picture-in-picture). Null where there is no picture-in-picture or no remote video.
 */
export function watchPictureInPicture(
  stage: StageRef,
  report: (change: PictureInPictureChange) => void,
  doc: PictureInPictureDocument = document,
): PictureInPictureControl | null {
  if (!doc.pictureInPictureEnabled) return null;
  const video = stage.current?.querySelector<HTMLVideoElement>(REMOTE_VIDEO_SELECTOR);
  if (!video || typeof video.requestPictureInPicture !== 'function') return null;
  const entered = () => report('entered');
  const left = () => report('left');
  video.addEventListener('enterpictureinpicture', entered);
  video.addEventListener('leavepictureinpicture', left);
  report('available');
  // Already floating (the browser's automatic picture-in-picture was quicker): say so.
  if (doc.pictureInPictureElement === video) report('entered');
  const leave = () => {
    if (doc.pictureInPictureElement === video) void doc.exitPictureInPicture().catch(() => {});
  };
  return {
    // A refusal (no user gesture, no frame yet) leaves the video in the page: no event, no change.
    enter: () => void video.requestPictureInPicture().catch(() => {}),
    leave,
    dispose: () => {
      video.removeEventListener('enterpictureinpicture', entered);
      video.removeEventListener('leavepictureinpicture', left);
      leave();
    },
  };
}
