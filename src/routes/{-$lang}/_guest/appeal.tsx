import { createFileRoute } from '@tanstack/react-router';
import { AppealPageContainer } from '../../../features/safety/AppealPage.container';

/** /appeal: a banned user's appeal, reached from the login's ban notice (issue 28). */
export const Route = createFileRoute('/{-$lang}/_guest/appeal')({
  component: AppealPageContainer,
});
