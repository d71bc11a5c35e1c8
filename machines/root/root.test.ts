import type { Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { RealtimeAuth } from '../../contract/realtime';
import type { BreedView } from '../../contract/user';
import { testUser } from '../../tests/unit/support/root';
import { appUpdateMachine } from '../app-update/app-update.machine';
import { authRefreshMachine } from '../auth-refresh/auth-refresh.machine';
import { breedPickerMachine } from '../breed-picker/breed-picker.machine';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { installPromptMachine } from '../install-prompt/install-prompt.machine';
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
import {
  selectChildren,
  selectDeferredChildren,
  selectDeferredReady,
  selectSignedInChildren,
  selectSignedInReady,
} from './root.selectors';

/** Lets settled promises reach the actors. */
async function flushPromises() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

import { friendRequestsMachine } from '../friend-requests/friend-requests.machine';
import { notificationsMachine } from '../notifications/notifications.machine';
import {
  DEFERRED_CHILD_IDS,
  DEFERRED_RETRY_MS,
  type DeferredLogic,
  type LoadSignedInInput,
  type RootInput,
  SIGNED_IN_CHILD_IDS,
  SIGNED_IN_RETRY_MS,
  type SignedInLogic,
  SYSTEM_IDS,
} from './root.types';

const input: RootInput = {
  preferences: { theme: 'light', language: 'ua' },
  cookieConsent: { accepted: false, appDevice: false, deviceParam: null },
  network: { online: false },
  session: { token: null },
};

/** The signed-in children's code as the app loads it: each load waits until the test settles it. */
function signedInLoads() {
  const calls: Array<{ language: string; resolve: (logic: SignedInLogic) => void; reject: (error: Error) => void }> =
    [];
  return {
    calls,
    /** Settles the newest load with the given logic. */
    answer(logic: SignedInLogic) {
      calls.at(-1)?.resolve(logic);
    },
    logic: fromPromise<SignedInLogic, LoadSignedInInput>(
      ({ input }) =>
        new Promise<SignedInLogic>((resolve, reject) => {
          calls.push({ language: input.language, resolve, reject });
        }),
    ),
  };
}

/** The deferred children's code as the app loads it: each load waits until the test settles it. */
function deferredLoads() {
  const calls: Array<{ resolve: (logic: DeferredLogic) => void; reject: (error: Error) => void }> = [];
  const logic: DeferredLogic = {
    breedPicker: breedPickerMachine.provide({
      actors: {
        loadBreeds: fromPromise(async (): Promise<BreedView[]> => []),
        chooseBreed: fromPromise(() => new Promise(() => {})),
      },
      actions: { persistBreed() {}, openChat() {} },
    }),
    installPrompt: installPromptMachine.provide({ actors: { installSignals: fromCallback(() => () => {}) } }),
    authRefresh: authRefreshMachine,
  };
  return {
    calls,
    /** Settles the newest load with the children's logic. */
    answer: () => calls.at(-1)?.resolve(logic),
    logic: fromPromise<DeferredLogic>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))),
  };
}

function startRoot(opts: { clock?: SimulatedClock; input?: RootInput } = {}) {
  const signedIn = signedInLoads();
  const deferred = deferredLoads();
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
      appUpdate: appUpdateMachine.provide({ actors: { serviceWorker: fromCallback(() => () => {}) } }),
      loadDeferred: deferred.logic,
      keepAlive: keepAliveMachine.provide({
        actors: {
          ping: fromPromise(async () => {
            pings++;
          }),
        },
      }),
      loadSignedIn: signedIn.logic,
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
    },
  });
  const signedInLogic: SignedInLogic = {
    // No socket here: the realtime actor stays authorising.
    realtime: realtimeMachine.provide({
      actors: { authorize: fromPromise<RealtimeAuth>(() => new Promise(() => {})) },
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
    notifications: notificationsMachine,
    friendRequests: friendRequestsMachine,
  };
  return {
    actor: createActor(machine, { input: opts.input ?? input, ...(opts.clock ? { clock: opts.clock } : {}) }).start(),
    signedIn,
    deferred,
    /** Lets the pending load of the signed-in code succeed. */
    loadSignedIn: () => signedIn.answer(signedInLogic),
    loads,
    pings: () => pings,
    peers,
  };
}

describe('root machine', () => {
  it('starts every long-lived child under its system id, with its part of the input', () => {
    const { actor, loads, signedIn } = startRoot();
    const later = [...SIGNED_IN_CHILD_IDS, ...DEFERRED_CHILD_IDS] as readonly string[];
    for (const id of Object.values(SYSTEM_IDS)) {
      const running = !later.includes(id);
      expect(actor.system.get(id)?.getSnapshot().status, id).toBe(running ? 'active' : undefined);
    }
    // A guest's page never asks for the signed-in children's code.
    expect(signedIn.calls).toEqual([]);
    const children = selectChildren(actor.getSnapshot());
    expect(children.preferences.getSnapshot().context).toMatchObject({ theme: 'light', requested: 'ua' });
    expect(loads).toEqual(['ua']);
    expect(children.network.getSnapshot().hasTag('offline')).toBe(true);
    expect(children.session.getSnapshot().value).toBe('guest');
    expect(children.cookieConsent.getSnapshot().hasTag('bannerVisible')).toBe(true);
  });

  it('loads the deferred children only when asked, once, then runs them under their system ids with their input', async () => {
    const { actor, deferred } = startRoot({
      input: { ...input, breedPicker: { breedId: 3 }, installPrompt: { iosSafari: true, standalone: false } },
    });
    // A guest's first page asks for none of their code.
    expect(deferred.calls).toHaveLength(0);
    expect(selectDeferredChildren(actor.getSnapshot())).toBeNull();
    for (const id of DEFERRED_CHILD_IDS) expect(actor.system.get(id), id).toBeUndefined();

    actor.send({ type: 'deferred.load' });
    // Asked again while it loads (a signed-in page's guard): still one load.
    actor.send({ type: 'deferred.load' });
    expect(deferred.calls).toHaveLength(1);
    expect(selectDeferredReady(actor.getSnapshot())).toBe(false);
    deferred.answer();
    await flushPromises();

    expect(selectDeferredReady(actor.getSnapshot())).toBe(true);
    const children = selectDeferredChildren(actor.getSnapshot());
    for (const id of DEFERRED_CHILD_IDS) {
      expect(actor.system.get(id)?.getSnapshot().status, id).toBe('active');
      expect(children?.[id], id).toBe(actor.system.get(id));
    }
    expect(children?.breedPicker.getSnapshot().context.breedId).toBe(3);
    expect(children?.installPrompt.getSnapshot().hasTag('offerIosHint')).toBe(true);
    // Once they run, asking again loads nothing.
    actor.send({ type: 'deferred.load' });
    expect(deferred.calls).toHaveLength(1);
  });

  it('asks for the deferred children when a user signs in, verified or not', async () => {
    const { actor, deferred } = startRoot();
    const { session } = selectChildren(actor.getSnapshot());
    session.send({ type: 'session.loggedIn', token: 'access-1', user: testUser({ email_verified: false }) });
    expect(deferred.calls).toHaveLength(1);
    deferred.answer();
    await flushPromises();
    for (const id of DEFERRED_CHILD_IDS) expect(actor.system.get(id)?.getSnapshot().status, id).toBe('active');
    // They stay for the page's life: signing out and in again loads nothing more.
    session.send({ type: 'session.expired' });
    session.send({ type: 'session.loggedIn', token: 'access-2', user: testUser() });
    expect(deferred.calls).toHaveLength(1);
    expect(selectDeferredReady(actor.getSnapshot())).toBe(true);
  });

  it('tries a failed load of the deferred code again after a pause', async () => {
    const clock = new SimulatedClock();
    const { actor, deferred } = startRoot({ clock });
    actor.send({ type: 'deferred.load' });
    deferred.calls[0].reject(new Error('offline'));
    await flushPromises();
    expect(actor.getSnapshot().value).toMatchObject({ deferred: 'retrying' });
    clock.increment(DEFERRED_RETRY_MS - 1);
    expect(deferred.calls).toHaveLength(1);
    clock.increment(1);
    expect(deferred.calls).toHaveLength(2);
    deferred.answer();
    await flushPromises();
    expect(selectDeferredReady(actor.getSnapshot())).toBe(true);
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

  it('loads the signed-in children on sign-in, in the preferred language, then runs them; sign-out closes the peer and stops them', async () => {
    const { actor, peers, signedIn, loadSignedIn } = startRoot();
    const { session } = selectChildren(actor.getSnapshot());
    session.send({ type: 'session.loggedIn', token: 'access-1', user: testUser() });
    expect(actor.getSnapshot().value).toMatchObject({ access: 'loading' });
    expect(signedIn.calls.map((c) => c.language)).toEqual(['ua']);
    expect(actor.system.get('peer')).toBeUndefined();
    expect(selectSignedInReady(actor.getSnapshot())).toBe(false);

    loadSignedIn();
    await flushPromises();
    expect(actor.getSnapshot().value).toMatchObject({ access: 'signedIn' });
    expect(selectSignedInReady(actor.getSnapshot())).toBe(true);
    for (const id of SIGNED_IN_CHILD_IDS) expect(actor.system.get(id)?.getSnapshot().status, id).toBe('active');
    const signed = selectSignedInChildren(actor.getSnapshot());
    expect(signed?.notifications).toBe(actor.system.get('notifications'));
    // The feed started: it left signedOut on notifications.signedIn.
    expect(signed?.notifications.getSnapshot().matches({ feed: 'signedOut' })).toBe(false);
    const peer = actor.system.get('peer');
    await flushPromises();
    expect(peer.getSnapshot().matches({ session: 'connecting' })).toBe(true);
    expect(peers).toEqual([{ destroyed: false }]);

    session.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toMatchObject({ access: 'signedOut' });
    expect(peer.getSnapshot().value).toBe('closed');
    expect(peers).toEqual([{ destroyed: true }]);
    for (const id of SIGNED_IN_CHILD_IDS) expect(actor.system.get(id), id).toBeUndefined();
    expect(selectSignedInChildren(actor.getSnapshot())).toBeNull();
  });

  it('tries a failed load of the signed-in code again after a pause, and drops it on sign-out', async () => {
    const clock = new SimulatedClock();
    const { actor, signedIn, loadSignedIn } = startRoot({ clock });
    const { session } = selectChildren(actor.getSnapshot());
    session.send({ type: 'session.loggedIn', token: 'access-1', user: testUser() });
    signedIn.calls[0].reject(new Error('offline'));
    await flushPromises();
    expect(actor.getSnapshot().value).toMatchObject({ access: 'retrying' });
    clock.increment(SIGNED_IN_RETRY_MS - 1);
    expect(signedIn.calls).toHaveLength(1);
    clock.increment(1);
    expect(signedIn.calls).toHaveLength(2);
    loadSignedIn();
    await flushPromises();
    expect(actor.getSnapshot().value).toMatchObject({ access: 'signedIn' });

    // Signed out while the code loads: nothing starts when it arrives.
    session.send({ type: 'session.expired' });
    session.send({ type: 'session.loggedIn', token: 'access-2', user: testUser() });
    expect(signedIn.calls).toHaveLength(3);
    session.send({ type: 'session.expired' });
    loadSignedIn();
    await flushPromises();
    expect(actor.getSnapshot().value).toMatchObject({ access: 'signedOut' });
    for (const id of SIGNED_IN_CHILD_IDS) expect(actor.system.get(id), id).toBeUndefined();
  });
});

describe('root machine: signed-in lifecycles', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('pings while any user is signed in (unverified too, one keep-alive through the verification) and stops on sign-out', async () => {
    const clock = new SimulatedClock();
    const { actor, pings, loadSignedIn } = startRoot({ clock });
    const { session } = selectChildren(actor.getSnapshot());
    expect(actor.system.get(KEEP_ALIVE_SYSTEM_ID)).toBeUndefined();
    clock.increment(KEEP_ALIVE_MS);
    expect(pings()).toBe(0);

    const unverified = testUser({ email_verified: false });
    session.send({ type: 'session.loggedIn', token: 'access-1', user: unverified });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ account: 'signedIn', access: 'signedOut' });
    expect(actor.system.get(KEEP_ALIVE_SYSTEM_ID)?.getSnapshot().status).toBe('active');
    expect(actor.system.get(REALTIME_SYSTEM_ID)).toBeUndefined();
    expect(pings()).toBe(1);

    session.send({ type: 'session.verified', user: testUser() });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ account: 'signedIn', access: 'loading' });
    loadSignedIn();
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ account: 'signedIn', access: 'signedIn' });
    expect(actor.system.get(REALTIME_SYSTEM_ID)?.getSnapshot().status).toBe('active');
    // The same keep-alive goes on: no extra ping for the verification.
    expect(pings()).toBe(1);
    clock.increment(KEEP_ALIVE_MS);
    await flush();
    expect(pings()).toBe(2);

    session.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ account: 'signedOut', access: 'signedOut' });
    expect(actor.system.get(KEEP_ALIVE_SYSTEM_ID)).toBeUndefined();
    expect(actor.system.get(REALTIME_SYSTEM_ID)).toBeUndefined();
    clock.increment(KEEP_ALIVE_MS * 3);
    await flush();
    expect(pings()).toBe(2);
    actor.stop();
  });
});
