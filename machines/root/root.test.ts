import { appUpdateMachine } from '../app-update/app-update.machine';
import { installPromptMachine } from '../install-prompt/install-prompt.machine';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { RealtimeAuth } from '../../contract/realtime';
import { testUser } from '../../tests/unit/support/root';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { keepAliveMachine } from '../keep-alive/keep-alive.machine';
import { KEEP_ALIVE_MS, KEEP_ALIVE_SYSTEM_ID } from '../keep-alive/keep-alive.types';
import { networkMachine } from '../network/network.machine';
import { createPeerImplementations } from '../peer/peer.actors';
import { peerMachine } from '../peer/peer.machine';
import type { PeerConnection } from '../peer/peer.types';
import { preferencesMachine } from '../preferences/preferences.machine';
import { realtimeMachine } from '../realtime/realtime.machine';
import { REALTIME_SYSTEM_ID } from '../realtime/realtime.types';
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

function startRoot(opts: { clock?: SimulatedClock } = {}) {
  const loads: string[] = [];
  const peers: Array<{ destroyed: boolean }> = [];
  let pings = 0;
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
      installPrompt: installPromptMachine.provide({ actors: { installSignals: fromCallback(() => () => {}) } }),
      appUpdate: appUpdateMachine.provide({ actors: { serviceWorker: fromCallback(() => () => {}) } }),
      keepAlive: keepAliveMachine.provide({
        actors: {
          ping: fromPromise(async () => {
            pings++;
          }),
        },
      }),
      // No socket here: the realtime actor stays authorising.
      realtime: realtimeMachine.provide({
        actors: { authorize: fromPromise<RealtimeAuth>(() => new Promise(() => {})) },
      }),
      session: sessionMachine.provide({
        actors: {
          // The read after a verification fails: the session keeps the user it was given.
          fetchMe: fromPromise<MeResponse, { token: string }>(async () => {
            throw new Error('offline');
          }),
          revokeSession: fromPromise(async () => {}),
        },
        actions: { storeToken() {}, clearToken() {} },
      }),
      peer: peerMachine.provide(
        createPeerImplementations({
          fetchCredentials: async () => ({
            peer_id: 'p'.repeat(32),
            peer_token: 't',
            ice_servers: [],
            ice_transport_policy: 'all',
            peer_path: '/peerjs',
          }),
          connect: (): PeerConnection => {
            const peer = { destroyed: false };
            peers.push(peer);
            return {
              reconnect() {},
              refresh() {},
              call: () => ({ stop() {}, restartIce() {} }),
              answer: () => ({ stop() {}, restartIce() {} }),
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
  return {
    actor: createActor(machine, { input, ...(opts.clock ? { clock: opts.clock } : {}) }).start(),
    loads,
    pings: () => pings,
    peers,
  };
}

describe('root machine', () => {
  it('starts every long-lived child under its system id, with its part of the input', () => {
    const { actor, loads } = startRoot();
    for (const id of Object.values(SYSTEM_IDS)) expect(actor.system.get(id)?.getSnapshot().status, id).toBe('active');
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
    expect(actor.getSnapshot().value).toMatchObject({ access: 'signedIn' });
    const peer = actor.system.get('peer');
    expect(actor.system.get('realtime')?.getSnapshot().status).toBe('active');
    await Promise.resolve();
    await Promise.resolve();
    expect(peer.getSnapshot().matches({ session: 'connecting' })).toBe(true);
    expect(peers).toEqual([{ destroyed: false }]);
    session.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toMatchObject({ access: 'signedOut' });
    expect(peer.getSnapshot().value).toBe('closed');
    expect(peers).toEqual([{ destroyed: true }]);
    expect(actor.system.get('peer')).toBeUndefined();
    expect(actor.system.get('realtime')).toBeUndefined();
  });
});

describe('root machine: signed-in lifecycles', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('pings while any user is signed in (unverified too, one keep-alive through the verification) and stops on sign-out', async () => {
    const clock = new SimulatedClock();
    const { actor, pings } = startRoot({ clock });
    const { session } = selectChildren(actor.getSnapshot());
    expect(actor.system.get(KEEP_ALIVE_SYSTEM_ID)).toBeUndefined();
    clock.increment(KEEP_ALIVE_MS);
    expect(pings()).toBe(0);

    const unverified = testUser({ email_verified: false });
    session.send({ type: 'session.loggedIn', token: 'access-1', user: unverified });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ account: 'signedIn', access: 'signedOut' });
    expect(actor.system.get(KEEP_ALIVE_SYSTEM_ID)?.getSnapshot().status).toBe('active');
    expect(actor.system.get(REALTIME_SYSTEM_ID)).toBeUndefined();
    expect(pings()).toBe(1);

    session.send({ type: 'session.verified', user: testUser() });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ account: 'signedIn', access: 'signedIn' });
    expect(actor.system.get(REALTIME_SYSTEM_ID)?.getSnapshot().status).toBe('active');
    // The same keep-alive goes on: no extra ping for the verification.
    expect(pings()).toBe(1);
    clock.increment(KEEP_ALIVE_MS);
    await flush();
    expect(pings()).toBe(2);

    session.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ account: 'signedOut', access: 'signedOut' });
    expect(actor.system.get(KEEP_ALIVE_SYSTEM_ID)).toBeUndefined();
    expect(actor.system.get(REALTIME_SYSTEM_ID)).toBeUndefined();
    clock.increment(KEEP_ALIVE_MS * 3);
    await flush();
    expect(pings()).toBe(2);
    actor.stop();
  });
});
