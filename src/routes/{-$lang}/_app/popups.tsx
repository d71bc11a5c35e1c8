import { createFileRoute } from '@tanstack/react-router';
import { PopupsPageContainer } from '../../../features/popups/PopupsPage.container';

/** The developer page of every popup (spec §2 "/popups", signed in): a gallery, nothing is sent. */
export const Route = createFileRoute('/{-$lang}/_app/popups')({
  component: PopupsPageContainer,
});
