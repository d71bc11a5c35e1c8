import { createFileRoute } from '@tanstack/react-router';
import { selectUser } from '../../../../machines/session/session.selectors';
import { useChildSelector } from '../../../app/root-context';
import { HomeView } from '../../../features/home/HomeView';

/** Home (spec §2): the random video chat. */
export const Route = createFileRoute('/{-$lang}/_app/')({
  component: HomePage,
});

function HomePage() {
  const name = useChildSelector('session', (s) => selectUser(s)?.name ?? '');
  return <HomeView userName={name} />;
}
