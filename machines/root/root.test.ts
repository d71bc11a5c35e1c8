import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { networkMachine } from '../network/network.machine';
import { createPeerImplementations } from '../peer/peer.actors';
import { peerMachine } from '../peer/peer.machine';
import type { PeerConnection } from '../peer/peer.types';
import { preferencesMachine } from '../preferences/preferences.machine';
import { realtimeMachine } from '../realtime/realtime.machine';
import { sessionMachine } from '../session/session.machine';
import type { MeResponse } from '../session/session.types';
import { testUser } from '../../tests/unit/support/root';
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
  const peers: Array<{ destroyed: boolean }> = [];
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
      realtime: realtimeMachine.provide({ actors: { authorize: fromPromise(() => new Promise(() => {})) } }),
      peer: peerMachine.provide(
        createPeerImplementations({
          fetchCredentials: async () => ({
            peer_id: 'p'.repeat(32),
            peer_token: 't',
            ice_servers: [],
            peer_path: '/peerjs',
          }),
          connect: (): PeerConnection => {
            const peer = { destroyed: false };
            peers.push(peer);
            return {
              reconnect() {},
              call: () => () => {},
              answer: () => () => {},
              decline() {},
              destroy: () => {
                peer.destroyed = true;
              },
            };
          },
        }),
      ),
    },
  });
  return { actor: createActor(machine, { input }).start(), loads, peers };
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

  it('runs the realtime connection and the PeerJS peer while a verified user is signed in; sign-out closes the peer', async () => {
    const { actor, peers } = startRoot();
    expect(actor.system.get('peer')).toBeUndefined();
    const { session } = selectChildren(actor.getSnapshot());
    session.send({ type: 'session.loggedIn', token: 'access-1', user: testUser() });
    expect(actor.getSnapshot().value).toBe('signedIn');
    const peer = actor.system.get('peer');
    expect(actor.system.get('realtime')).toBeDefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(peer.getSnapshot().matches({ session: 'connecting' })).toBe(true);
    expect(peers).toEqual([{ destroyed: false }]);
    session.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(peer.getSnapshot().value).toBe('closed');
    expect(peers).toEqual([{ destroyed: true }]);
    expect(actor.system.get('peer')).toBeUndefined();
    expect(actor.system.get('realtime')).toBeUndefined();
  });
});
