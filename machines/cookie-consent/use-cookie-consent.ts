import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from './cookie-consent.machine';
import { selectCookieConsentView } from './cookie-consent.selectors';

/** The cookie banner's view model and senders (the root's `cookieConsent`). */
export function useCookieConsent(actor: ActorRefFrom<typeof cookieConsentMachine>) {
  const view = useSelector(actor, selectCookieConsentView, shallowEqual);
  const senders = useMemo(
    () => ({
      accept: () => actor.send({ type: 'consent.accept' }),
      dismiss: () => actor.send({ type: 'consent.dismiss' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
