import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createCookieConsentImplementations } from '../../machines/cookie-consent/cookie-consent.actors';
import { cookieConsentMachine } from '../../machines/cookie-consent/cookie-consent.machine';
import { selectIsAppDevice, selectShowBanner } from '../../machines/cookie-consent/cookie-consent.selectors';
import type { CookieConsentEvent, CookieConsentInput } from '../../machines/cookie-consent/cookie-consent.types';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof cookieConsentMachine;

const inputs: CookieConsentInput[] = [
  { accepted: false, appDevice: false, deviceParam: null },
  { accepted: true, appDevice: false, deviceParam: null },
  { accepted: false, appDevice: true, deviceParam: null },
  { accepted: false, appDevice: false, deviceParam: 'app' },
  { accepted: false, appDevice: false, deviceParam: 'web' },
];

const events: CookieConsentEvent[] = [
  { type: 'consent.accept' },
  { type: 'consent.dismiss' },
  { type: 'route.enter', device: null },
  { type: 'route.enter', device: 'app' },
];

const paths = generatePaths(cookieConsentMachine, { inputs, events: () => events });

/** Cookies as the fake effects leave them, starting from what the input says exists. */
async function run(path: ModelPath<M>) {
  const cookies = {
    consent: path.input.accepted,
    device: (path.input.appDevice ? 'app' : null) as string | null,
    consentWrites: 0,
    deviceWrites: 0,
  };
  const machine = cookieConsentMachine.provide(
    createCookieConsentImplementations({
      persistConsent: () => {
        cookies.consent = true;
        cookies.consentWrites++;
      },
      rememberAppDevice: () => {
        cookies.device = 'app';
        cookies.deviceWrites++;
      },
    }),
  );
  const actor = createActor(machine, { input: path.input }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, before, after } of path.steps) {
    const bannerBefore = selectShowBanner(actor.getSnapshot());
    actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const banner = selectShowBanner(snapshot);

    // The rules of the banner, checked against the fake cookies after every step:
    // never inside the app; never once accepted; after accepting, the consent cookie exists.
    if (cookies.device === 'app') expect(banner).toBe(false);
    if (event.type === 'consent.accept' && bannerBefore) expect(cookies.consent).toBe(true);
    if (cookies.consent && cookies.consentWrites > 0) expect(banner).toBe(false);
    if (event.type === 'route.enter' && event.device === 'app') expect(cookies.device).toBe('app');
    // Closing without accepting hides it until the next navigation, which brings it back.
    if (bannerBefore && event.type === 'consent.dismiss') expect(banner).toBe(false);
    if (before.matches({ pending: 'hidden' }) && event.type === 'route.enter' && event.device === null)
      expect(banner).toBe(true);
    expect(selectIsAppDevice(snapshot)).toBe(cookies.device === 'app' || snapshot.matches('app'));
  }
  // The device cookie is written once per `?device=app` seen, never otherwise.
  const appVisits =
    (path.input.deviceParam === 'app' ? 1 : 0) +
    path.steps.filter((s) => s.event.type === 'route.enter' && s.event.device === 'app' && !s.before.matches('app'))
      .length;
  expect(cookies.deviceWrites).toBe(appVisits);
  actor.stop();
}

describe('cookie consent machine (model-based)', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await run(path);
    });
  }

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(cookieConsentMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(cookieConsentMachine)) expect(used, type).toContain(type);
  });

  it('starts with the banner only for a new visitor outside the app', () => {
    const visible = inputs.map((input) =>
      selectShowBanner(
        createActor(
          cookieConsentMachine.provide(
            createCookieConsentImplementations({ persistConsent() {}, rememberAppDevice() {} }),
          ),
          { input },
        )
          .start()
          .getSnapshot(),
      ),
    );
    expect(visible).toEqual([true, false, false, false, true]);
  });
});
