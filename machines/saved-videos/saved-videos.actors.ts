import { fromPromise } from 'xstate';
import type { SavedVideo } from '../../contract/videos';
import type { SavedVideosDeps } from './saved-videos.types';

/** Real effects for `savedVideosMachine.provide(...)`. */
export function createSavedVideosImplementations(deps: SavedVideosDeps) {
  return {
    actors: {
      loadVideos: fromPromise<SavedVideo[]>(({ signal }) => deps.loadVideos(signal)),
      deleteVideo: fromPromise<void, { videoId: number }>(({ input, signal }) =>
        deps.deleteVideo(input.videoId, signal),
      ),
    },
  };
}
