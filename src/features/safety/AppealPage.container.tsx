import { useState } from 'react';
import { useAppeal } from '../../../machines/appeal/use-appeal';
import { appealScreen } from '../../app/composition/appeal';
import { useScreen } from '../../app/use-screen';
import { AppealView } from './AppealView';

/**
 * The token travels in the address's fragment (`/appeal#token=…`), which browsers never send to
 * a server, so it stays out of access logs and Referer headers.
 */
function tokenOfLocation(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token') || null;
}

/** /appeal (public): the banned user's appeal form. */
export function AppealPageContainer() {
  const [token] = useState(tokenOfLocation);
  const { view, submit } = useAppeal(useScreen(appealScreen));
  return <AppealView token={token} {...view} onSubmit={submit} />;
}
