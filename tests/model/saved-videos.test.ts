import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import type { SavedVideo } from '../../contract/videos';
import { createSavedVideosImplementations } from '../../machines/saved-videos/saved-videos.actors';
import { savedVideosMachine } from '../../machines/saved-videos/saved-videos.machine';
import { selectSavedVideos } from '../../machines/saved-videos/saved-videos.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

const video = (id: number, size: number, day: number): SavedVideo => ({
  id,
  url: `https://media.example/videos/${id}.webm?expires=1&signature=x`,
  size,
  updated_at: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  duration_seconds: id % 2 ? 60 + id : null,
  partner_name: id % 2 ? `Partner ${id}` : null,
});
const VIDEOS = [video(1, 1_572_864, 23), video(2, 524_288, 20)];

describeModel(savedVideosMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'list.retry' },
      { type: 'video.remove', id: 1 },
      { type: 'video.remove', id: 99 },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
    ];
    if (s.matches('loading'))
      events.push(
        { type: 'xstate.done.actor.loadVideos', output: VIDEOS },
        { type: 'xstate.error.actor.loadVideos', error: apiFailure(403, { message: 'Not subscribed' }) },
      );
    if (s.matches({ ready: 'removing' }))
      events.push(
        { type: 'xstate.done.actor.deleteVideo' },
        { type: 'xstate.error.actor.deleteVideo', error: apiFailure(404) },
      );
    return events;
  },
  world: () => {
    const loadVideos = fakeCalls<[AbortSignal], SavedVideo[]>();
    const deleteVideo = fakeCalls<[number, AbortSignal], void>();
    const toasts = recorder();
    return {
      machine: savedVideosMachine.provide(
        createSavedVideosImplementations({ loadVideos: loadVideos.fn, deleteVideo: deleteVideo.fn }),
      ),
      system: { toasts: toasts.logic },
      systemId: 'savedVideos',
      calls: { loadVideos, deleteVideo },
      deleteVideo,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
    };
  },
  oracles: {
    'nothing is deleted without the confirmation': ({ event, step: { before }, world, added }) => {
      const deleted = added(world.deleteVideo.calls).map((c) => c.args[0]);
      const confirmed = event.type === 'removal.confirm' && before.matches({ ready: 'confirming' });
      expect(deleted).toEqual(confirmed ? [before.context.removing!.id] : []);
    },
    // Spec §8 'video removed successfully' / 'failed try again'.
    'a deletion ends with its toast, and the video leaves the list only when the server agreed': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.deleteVideo') {
        expect(shown).toEqual([{ kind: 'success', text: 'Video removed successfully' }]);
        expect(snapshot.context.videos.some((v) => v.id === before.context.removing!.id)).toBe(false);
      } else if (event.type === 'xstate.error.actor.deleteVideo') {
        expect(shown).toEqual([{ kind: 'error', text: 'Failed, please try again.' }]);
        expect(snapshot.context.videos).toEqual(before.context.videos);
      } else expect(shown).toEqual([]);
    },
    // Spec §2: size in MB with 2 decimals, date in US numeric format; the download's file name.
    'each video shows its size, date and download name': ({ snapshot }) => {
      const view = selectSavedVideos(snapshot);
      for (const v of view.videos) {
        expect(v.size).toMatch(/^\d+\.\d{2} MB$/);
        expect(v.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
        expect(v.fileName).toMatch(/^petchat-\d{4}-\d{2}-\d{2}\.webm$/);
      }
      const first = view.videos.find((v) => v.id === 1);
      if (first)
        expect(first).toMatchObject({ size: '1.50 MB', date: '11/23/2026', fileName: 'petchat-2026-11-23.webm' });
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectSavedVideos(snapshot);
      expect(view.status).toBe(
        snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
      );
      if (view.status === 'failed') expect(view.error).toBe('Not subscribed');
      expect(view.removing !== null).toBe(
        snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'removing' }),
      );
      expect(view.removeBusy).toBe(snapshot.matches({ ready: 'removing' }));
    },
  },
});
