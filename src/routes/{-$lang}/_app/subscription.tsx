import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPageContainer } from '../../../features/subscription/SubscriptionPage.container';

/** Spec §2 /subscription (signed-in users): plan, payments, and the subscribe, replace-card and cancel popups. */
export const Route = createFileRoute('/{-$lang}/_app/subscription')({
  component: SubscriptionPageContainer,
});
