import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCookieConsentImplementations } from '../../machines/cookie-consent/cookie-consent.actors';
import { cookieConsentMachine } from '../../machines/cookie-consent/cookie-consent.machine';
import { selectIsAppDevice, selectShowBanner } from '../../machines/cookie-consent/cookie-consent.selectors';
import type { CookieConsentEvent, CookieConsentInput } from '../../machines/cookie-consent/cookie-consent.types';
import { describeModel } from './support/describe-model';

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

describeModel(cookieConsentMachine, {
  inputs,
  events: () => events,
  /** Cookies as the fake effects leave them, starting from what the input says exists. */
  world: (path) => {
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
    return { machine, cookies };
  },
  // The rules of the banner, checked against the fake cookies after every step.
  oracles: {
    'never inside the app': ({ world, snapshot }) => {
      if (world.cookies.device === 'app') expect(selectShowBanner(snapshot)).toBe(false);
      expect(selectIsAppDevice(snapshot)).toBe(world.cookies.device === 'app' || snapshot.matches('app'));
    },
    'never once accepted; after accepting, the consent cookie exists': ({ event, step, world, snapshot }) => {
      if (event.type === 'consent.accept' && selectShowBanner(step.before)) expect(world.cookies.consent).toBe(true);
      if (world.cookies.consent && world.cookies.consentWrites > 0) expect(selectShowBanner(snapshot)).toBe(false);
    },
    '?device=app is remembered': ({ event, world }) => {
      if (event.type === 'route.enter' && event.device === 'app') expect(world.cookies.device).toBe('app');
    },
    'closing without accepting hides it until the next navigation, which brings it back': ({
      event,
      step: { before },
      snapshot,
    }) => {
      if (selectShowBanner(before) && event.type === 'consent.dismiss') expect(selectShowBanner(snapshot)).toBe(false);
      if (before.matches({ pending: 'hidden' }) && event.type === 'route.enter' && event.device === null)
        expect(selectShowBanner(snapshot)).toBe(true);
    },
    'the device cookie is written once per ?device=app seen, never otherwise': ({ path, taken, world }) => {
      const appVisits =
        (path.input.deviceParam === 'app' ? 1 : 0) +
        taken.filter((s) => s.event.type === 'route.enter' && s.event.device === 'app' && !s.before.matches('app'))
          .length;
      expect(world.cookies.deviceWrites).toBe(appVisits);
    },
  },
});

describe('cookie consent machine', () => {
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
