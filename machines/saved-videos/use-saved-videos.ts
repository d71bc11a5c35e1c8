import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { savedVideosMachine } from './saved-videos.machine';
import { sameSavedVideosView, selectSavedVideos } from './saved-videos.selectors';

/** The saved videos' view model and senders. */
export function useSavedVideos(actor: ActorRefFrom<typeof savedVideosMachine>) {
  const view = useSelector(actor, selectSavedVideos, sameSavedVideosView);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'list.retry' }),
      remove: (id: number) => actor.send({ type: 'video.remove', id }),
      confirmRemoval: () => actor.send({ type: 'removal.confirm' }),
      cancelRemoval: () => actor.send({ type: 'removal.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
