import { createFileRoute, Outlet } from '@tanstack/react-router';
import { selectSessionStatus, selectUser } from '../../../../machines/session/session.selectors';
import { useChildSelector } from '../../../app/root-context';
import { UnverifiedGate } from '../../../layout/UnverifiedGate';
import { requireUser } from '../../../routing/guards';

/**
 * Pages for signed-in users: add them as files in this folder. Once the session has settled, a
 * guest is sent to /login; a user whose email is not verified sees the verification screen in
 * the layout instead of the page.
 */
export const Route = createFileRoute('/{-$lang}/_app')({
  beforeLoad: ({ context, params }) => requireUser(context.root, params.lang),
  component: SignedInLayout,
});

function SignedInLayout() {
  const status = useChildSelector('session', selectSessionStatus);
  const email = useChildSelector('session', (s) => selectUser(s)?.email ?? '');
  if (status === 'unverified') return <UnverifiedGate email={email} />;
  return <Outlet />;
}
