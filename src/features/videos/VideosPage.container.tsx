import { useSavedVideos } from '../../../machines/saved-videos/use-saved-videos';
import { selectUser } from '../../../machines/session/session.selectors';
import { savedVideosScreen } from '../../app/composition/videos';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { VideosPage } from './VideosPage';

const nothing = () => {};

/** The /videos screen: the list for subscribers (spec §2), the promotion for everyone else. */
export function VideosPageContainer() {
  const user = useChildSelector('session', selectUser);
  if (!user) return null;
  if (!user.is_subscribed)
    return (
      <VideosPage
        view={null}
        onRetry={nothing}
        onRemove={nothing}
        onConfirmRemoval={nothing}
        onCancelRemoval={nothing}
      />
    );
  return <SubscriberVideos />;
}

function SubscriberVideos() {
  const list = useSavedVideos(useScreen(savedVideosScreen));
  return (
    <VideosPage
      view={list.view}
      onRetry={list.retry}
      onRemove={list.remove}
      onConfirmRemoval={list.confirmRemoval}
      onCancelRemoval={list.cancelRemoval}
    />
  );
}
