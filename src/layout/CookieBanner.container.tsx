import { selectShowBanner } from '../../machines/cookie-consent/cookie-consent.selectors';
import { useChild, useChildSelector } from '../app/root-context';
import { CookieBanner } from './CookieBanner';

export function CookieBannerContainer() {
  const consent = useChild('cookieConsent');
  const show = useChildSelector('cookieConsent', selectShowBanner);
  if (!show) return null;
  return (
    <CookieBanner
      onAccept={() => consent.send({ type: 'consent.accept' })}
      onDismiss={() => consent.send({ type: 'consent.dismiss' })}
    />
  );
}
