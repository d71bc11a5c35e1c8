import { useCookieConsent } from '../../machines/cookie-consent/use-cookie-consent';
import { useChild } from '../app/root-context';
import { CookieBanner } from './CookieBanner';

export function CookieBannerContainer() {
  const { view, accept, dismiss } = useCookieConsent(useChild('cookieConsent'));
  return view.showBanner ? <CookieBanner onAccept={accept} onDismiss={dismiss} /> : null;
}
