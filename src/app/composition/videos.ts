import { createSavedVideosImplementations } from '../../../machines/saved-videos/saved-videos.actors';
import { savedVideosMachine } from '../../../machines/saved-videos/saved-videos.machine';
import { SAVED_VIDEOS_SYSTEM_ID } from '../../../machines/saved-videos/saved-videos.types';
import { asApiCall } from '../../adapters/api/api-failure';
import { videosApi } from '../../adapters/api/videos-api';
import { defineScreen } from './screen';

/** The /videos screen with the real API (imported by the /videos route chunk only). */
export const savedVideosScreen = defineScreen(
  SAVED_VIDEOS_SYSTEM_ID,
  savedVideosMachine.provide(
    createSavedVideosImplementations({
      loadVideos: (signal) => asApiCall(videosApi.videos(signal)),
      deleteVideo: (videoId, signal) => asApiCall(videosApi.deleteVideo(videoId, signal)),
    }),
  ),
);
