import { createFileRoute } from '@tanstack/react-router';
import { VideosPageContainer } from '../../../features/videos/VideosPage.container';

/** Saved videos (spec §2 "/videos"): subscribers' recordings; the promotion for everyone else. */
export const Route = createFileRoute('/{-$lang}/_app/videos')({
  component: VideosPageContainer,
});
