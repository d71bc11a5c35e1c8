import { selectTheme } from '../../machines/preferences/preferences.selectors';
import { selectSessionStatus, selectUser } from '../../machines/session/session.selectors';
import { useChild, useChildSelector } from '../app/root-context';
import { TopBar } from './TopBar';
import { TopBarAccount } from './TopBarAccount';

function TopBarAccountContainer() {
  const session = useChild('session');
  const status = useChildSelector('session', selectSessionStatus);
  const userName = useChildSelector('session', (s) => selectUser(s)?.name ?? null);
  return <TopBarAccount status={status} userName={userName} onLogout={() => session.send({ type: 'session.logout' })} />;
}

export function TopBarContainer() {
  const theme = useChildSelector('preferences', selectTheme);
  return <TopBar logoVariant={theme} account={<TopBarAccountContainer />} />;
}
