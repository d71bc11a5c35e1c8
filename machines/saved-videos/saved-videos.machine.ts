import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { SavedVideo } from '../../contract/videos';
import { failureOf } from '../shared/api-failure';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type { SavedVideosContext, SavedVideosEvent } from './saved-videos.types';

export const SAVED_VIDEOS_MESSAGES = {
  /** Spec §8 'video removed successfully'. */
  removed: msg`Video removed successfully`,
};

const videoById = (videos: SavedVideo[], id: number) => videos.find((v) => v.id === id) ?? null;

export const savedVideosMachine = setup({
  types: {
    context: {} as SavedVideosContext,
    events: {} as SavedVideosEvent,
  },
  actors: {
    loadVideos: fromPromise<SavedVideo[]>(notProvided('savedVideos.loadVideos')),
    deleteVideo: fromPromise<void, { videoId: number }>(notProvided('savedVideos.deleteVideo')),
  },
  actions: {
    loaded: assign(({ event }) => {
      const videos = outputOf<SavedVideo[]>(event);
      return { videos: Array.isArray(videos) ? videos : [], error: null };
    }),
    loadFailed: assign({ error: ({ event }) => failureOf((event as { error?: unknown }).error).message }),
    chooseRemoval: assign({
      removing: ({ context, event }) => (event.type === 'video.remove' ? videoById(context.videos, event.id) : null),
    }),
    forgetRemoval: assign({ removing: null }),
    dropRemoved: assign(({ context }) => ({
      videos: context.videos.filter((v) => v.id !== context.removing?.id),
      removing: null,
    })),
    toastRemoved: showToast('success', SAVED_VIDEOS_MESSAGES.removed),
    toastRemoveFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
  },
  guards: {
    isVideo: ({ context, event }) => 'id' in event && videoById(context.videos, event.id) !== null,
  },
}).createMachine({
  id: 'savedVideos',
  context: { videos: [], removing: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadVideos',
        src: 'loadVideos',
        onDone: { target: 'ready', actions: 'loaded' },
        onError: { target: 'failed', actions: 'loadFailed' },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'video.remove': { guard: 'isVideo', target: 'confirming', actions: 'chooseRemoval' } },
        },
        confirming: {
          tags: ['confirming'],
          on: { 'removal.confirm': 'removing', 'removal.cancel': { target: 'idle', actions: 'forgetRemoval' } },
        },
        removing: {
          tags: ['confirming', 'removing'],
          invoke: {
            id: 'deleteVideo',
            src: 'deleteVideo',
            input: ({ context }) => ({ videoId: context.removing?.id as number }),
            onDone: { target: 'idle', actions: ['dropRemoved', 'toastRemoved'] },
            onError: { target: 'idle', actions: ['forgetRemoval', 'toastRemoveFailed'] },
          },
        },
      },
    },
  },
});
