import { createFileRoute } from '@tanstack/react-router';
import { ModerationPageContainer } from '../../../features/safety/ModerationPage.container';

/** The moderators' queue and log (issue 13): moderators only, guarded on the server as well. */
export const Route = createFileRoute('/{-$lang}/_app/moderation')({
  component: ModerationPageContainer,
});
