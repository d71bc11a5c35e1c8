import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { networkMachine } from '../network/network.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { sessionMachine } from '../session/session.machine';
import type { MeResponse } from '../session/session.types';
import { rootMachine } from './root.machine';
import { selectChildren } from './root.selectors';
import { type RootInput, SYSTEM_IDS } from './root.types';

const input: RootInput = {
  preferences: { theme: 'light', language: 'ua' },
  cookieConsent: { accepted: false, appDevice: false, deviceParam: null },
  network: { online: false },
  session: { token: null },
};

function startRoot() {
  const loads: string[] = [];
  const machine = rootMachine.provide({
    actors: {
      preferences: preferencesMachine.provide({
        actors: {
          loadCatalog: fromPromise<Messages, { language: 'en' | 'ua' }>(async ({ input }) => {
            loads.push(input.language);
            return {};
          }),
        },
        actions: { applyTheme() {}, persistTheme() {}, activateCatalog() {}, persistLanguage() {} },
      }),
      cookieConsent: cookieConsentMachine.provide({ actions: { persistConsent() {}, rememberAppDevice() {} } }),
      network: networkMachine.provide({ actors: { browserNetwork: fromCallback(() => () => {}) } }),
      session: sessionMachine.provide({
        actors: {
          fetchMe: fromPromise<MeResponse, { token: string }>(() => new Promise(() => {})),
          revokeSession: fromPromise(async () => {}),
        },
        actions: { storeToken() {}, clearToken() {} },
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), loads };
}

describe('root machine', () => {
  it('starts every long-lived child under its system id, with its part of the input', () => {
    const { actor, loads } = startRoot();
    for (const id of Object.values(SYSTEM_IDS)) expect(actor.system.get(id), id).toBeDefined();
    const children = selectChildren(actor.getSnapshot());
    expect(children.preferences.getSnapshot().context).toMatchObject({ theme: 'light', requested: 'ua' });
    expect(loads).toEqual(['ua']);
    expect(children.network.getSnapshot().hasTag('offline')).toBe(true);
    expect(children.session.getSnapshot().value).toBe('guest');
    expect(children.cookieConsent.getSnapshot().hasTag('bannerVisible')).toBe(true);
  });

  it('forwards toasts and navigations to the children that own them', () => {
    const { actor } = startRoot();
    const children = selectChildren(actor.getSnapshot());
    actor.send({ type: 'toast.show', kind: 'info', message: msg`Hello` });
    expect(children.toasts.getSnapshot().context.toasts).toHaveLength(1);
    children.cookieConsent.send({ type: 'consent.dismiss' });
    expect(children.cookieConsent.getSnapshot().hasTag('bannerVisible')).toBe(false);
    actor.send({ type: 'route.enter', device: null });
    expect(children.cookieConsent.getSnapshot().hasTag('bannerVisible')).toBe(true);
  });
});
