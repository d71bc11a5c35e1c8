import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedVideosView } from '../../../machines/saved-videos/saved-videos.selectors';
import { PATHS } from '../../routing/paths';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { DeleteVideoDialog } from './DeleteVideoDialog';
import * as s from './Videos.css';
import { VideosPromotion } from './VideosPromotion';

export interface VideosPageProps {
  /** Null for a non-subscriber: the promotion shows instead of the list. */
  view: SavedVideosView | null;
  onRetry: () => void;
  onRemove: (id: number) => void;
  onConfirmRemoval: () => void;
  onCancelRemoval: () => void;
}

/** Saved videos (spec §2 "/videos"): a player per video, its size and date, download and delete. */
export function VideosPage({ view, onRetry, onRemove, onConfirmRemoval, onCancelRemoval }: VideosPageProps) {
  const { t } = useLingui();
  return (
    <div className={s.page}>
      <Link to={PATHS.home} className={s.backLink}>
        <span aria-hidden="true">←</span> <Trans>Back</Trans>
      </Link>
      <h1 className={s.title}>
        <Trans>Saved videos</Trans>
      </h1>
      {view === null && <VideosPromotion />}
      {view?.status === 'loading' && (
        <div className={s.centre}>
          <Spinner size="lg" label={t`Loading videos…`} />
        </div>
      )}
      {view?.status === 'failed' && (
        <LoadFailed className={s.problem} onRetry={onRetry}>
          {view.error ? (
            <Trans>Videos could not be loaded: {view.error}</Trans>
          ) : (
            <Trans>Videos could not be loaded.</Trans>
          )}
        </LoadFailed>
      )}
      {view?.status === 'ready' && view.videos.length === 0 && (
        <section className={s.section} data-testid="videos-empty">
          <p className={s.muted}>
            <Trans>You have no saved videos yet. Record a call to find it here.</Trans>
          </p>
          <Link to={PATHS.home}>
            <Trans>Go to the video chat</Trans>
          </Link>
        </section>
      )}
      {view?.status === 'ready' && view.videos.length > 0 && (
        <ul className={s.list} data-testid="videos-list">
          {view.videos.map((video) => (
            <li key={video.id} className={s.card} data-testid="saved-video">
              <video
                className={s.player}
                src={video.url}
                controls
                playsInline
                preload="metadata"
                aria-label={t`Video of ${video.date}`}
              />
              {video.partnerName && <VideoPartner name={video.partnerName} />}
              <div className={s.meta}>
                <span data-testid="video-date">{video.date}</span>
                {video.duration && (
                  <span data-testid="video-duration">
                    <span className={visuallyHidden}>{t`Length:`} </span>
                    {video.duration}
                  </span>
                )}
                <span data-testid="video-size">{video.size}</span>
              </div>
              <div className={s.actions}>
                <a href={video.url} download={video.fileName} className={s.backLink}>
                  <Trans>Download</Trans>
                </a>
                <Button variant="danger" size="sm" onClick={() => onRemove(video.id)}>
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeleteVideoDialog
        video={view?.removing ?? null}
        busy={view?.removeBusy ?? false}
        onConfirm={onConfirmRemoval}
        onCancel={onCancelRemoval}
      />
    </div>
  );
}

/** "With Taras": whom the saved call was with (stored with the upload, issue 25). */
function VideoPartner({ name }: { name: string }) {
  return (
    <p className={s.partner} data-testid="video-partner">
      <Trans>With {name}</Trans>
    </p>
  );
}
