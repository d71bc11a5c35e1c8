import { createFileRoute } from '@tanstack/react-router';
import { selectUser } from '../../../../machines/session/session.selectors';
import { useChildSelector } from '../../../app/root-context';
import { planStatusOf } from '../../../features/accounts/plan-status';
import { SubscriptionView } from '../../../features/accounts/SubscriptionView';
import { useUrlLanguage } from '../../../routing/use-url-language';

/** Spec §2 /subscription (signed-in users). */
export const Route = createFileRoute('/{-$lang}/_app/subscription')({
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const trialEndsAt = useChildSelector('session', (s) => selectUser(s)?.trial_ends_at ?? null);
  const subscriptionEndsAt = useChildSelector('session', (s) => selectUser(s)?.subscription_ends_at ?? null);
  const language = useUrlLanguage();
  const status = planStatusOf({ trial_ends_at: trialEndsAt, subscription_ends_at: subscriptionEndsAt }, new Date());
  return <SubscriptionView status={status} language={language} />;
}
