import { createFileRoute, Outlet } from '@tanstack/react-router';
import { selectSessionStatus } from '../../../../machines/session/session.selectors';
import { useChildSelector } from '../../../app/root-context';
import { useKeepAlive } from '../../../features/accounts/use-keep-alive';
import { PageSpinner } from '../../../layout/PageSpinner';
import { UnverifiedGate } from '../../../layout/UnverifiedGate';
import { requireUser } from '../../../routing/guards';

/**
 * Pages for signed-in users: add them as files in this folder. Once the session has settled, a
 * guest is sent to /login; a user whose email is not verified sees the verification screen in
 * the layout instead of the page. While signed-in pages are shown, the keep-alive pings.
 */
export const Route = createFileRoute('/{-$lang}/_app')({
  beforeLoad: ({ context, params }) => requireUser(context.root, params.lang),
  component: SignedInLayout,
});

function SignedInLayout() {
  useKeepAlive();
  const status = useChildSelector('session', selectSessionStatus);
  if (status === 'unverified') return <UnverifiedGate />;
  // Right after verification the user is read once more (trial message): a moment's loader.
  if (status === 'loading') return <PageSpinner />;
  return <Outlet />;
}
