import { createFileRoute, Outlet } from '@tanstack/react-router';
import { selectSessionStatus } from '../../../../machines/session/session.selectors';
import { useChildSelector } from '../../../app/root-context';
import { PageSpinner } from '../../../layout/PageSpinner';
import { UnverifiedGate } from '../../../layout/UnverifiedGate';
import { requireUser } from '../../../routing/guards';

/**
 * Pages for signed-in users: add them as files in this folder. Once the session has settled, a
 * guest is sent to /login; a user whose email is not verified sees the verification screen in
 * the layout instead of the page. (The keep-alive pings from the root actor while a user is
 * signed in: machines/root.)
 */
export const Route = createFileRoute('/{-$lang}/_app')({
  beforeLoad: ({ context, params }) => requireUser(context.root, params.lang),
  component: SignedInLayout,
});

function SignedInLayout() {
  const status = useChildSelector('session', selectSessionStatus);
  if (status === 'unverified') return <UnverifiedGate />;
  // Right after verification the user is read once more (trial message): a moment's loader.
  if (status === 'loading') return <PageSpinner />;
  return <Outlet />;
}
