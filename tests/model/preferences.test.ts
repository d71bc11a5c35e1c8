import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createPreferencesImplementations } from '../../machines/preferences/preferences.actors';
import { preferencesMachine } from '../../machines/preferences/preferences.machine';
import {
  CATALOG_RETRY,
  catalogRetryDelay,
  type Language,
  type PreferencesInput,
  type Theme,
} from '../../machines/preferences/preferences.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';

const RETRY_EVENT = afterEventType(preferencesMachine, 'preferences.loadingLanguage.waiting');
const catalogFor = (language: Language): Messages => ({ greeting: `hello in ${language}` });

const inputs: PreferencesInput[] = [
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'ua' },
];

const paths = describeModel(preferencesMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'theme.toggle' },
      { type: 'language.change', language: 'en' },
      { type: 'language.change', language: 'ua' },
      { type: 'language.retry' },
    ];
    if (s.matches({ loadingLanguage: 'fetching' })) {
      events.push(
        { type: 'xstate.done.actor.loadCatalog', output: catalogFor(s.context.requested) },
        { type: 'xstate.error.actor.loadCatalog', error: new Error('catalog unreachable') },
      );
    }
    if (s.matches({ loadingLanguage: 'waiting' })) events.push({ type: RETRY_EVENT });
    return events;
  },
  world: () => {
    const loadCatalog = fakeCalls<[Language, AbortSignal], Messages>();
    const effects = {
      applied: [] as Theme[],
      persistedThemes: [] as Theme[],
      activated: [] as Array<{ language: Language; messages: Messages }>,
      persistedLanguages: [] as Language[],
    };
    const machine = preferencesMachine.provide(
      createPreferencesImplementations({
        loadCatalog: loadCatalog.fn,
        activateCatalog: (language, messages) => effects.activated.push({ language, messages }),
        applyTheme: (theme) => effects.applied.push(theme),
        persistTheme: (theme) => effects.persistedThemes.push(theme),
        persistLanguage: (language) => effects.persistedLanguages.push(language),
      }),
    );
    return { machine, clock: new SimulatedClock(), calls: { loadCatalog }, loadCatalog, effects };
  },
  // The retry waits exactly 350 ms after the first failure, doubling after each next one.
  delay: (step) => catalogRetryDelay(step.before.context.attempt),
  oracles: {
    // Effects agree with the model: the page shows the context's theme, the active catalog is the
    // context's language, and what was persisted is what the user chose.
    'the page shows the theme of the context': ({ world, snapshot }) => {
      expect(world.effects.applied.at(-1)).toBe(snapshot.context.theme);
      if (world.effects.persistedThemes.length)
        expect(world.effects.persistedThemes.at(-1)).toBe(snapshot.context.theme);
    },
    'the active catalog is the loaded one of the language of the context': ({ world, snapshot }) => {
      const active = world.effects.activated.at(-1);
      expect(active?.language ?? null).toBe(snapshot.context.language);
      for (const { language, messages } of world.effects.activated) expect(messages).toEqual(catalogFor(language));
      expect(world.effects.persistedLanguages.at(-1) ?? null).toBe(snapshot.context.language);
    },
    'a catalog is loaded for the requested language': ({ world, step, event }) => {
      if (event.type !== 'xstate.done.actor.loadCatalog') return;
      expect(world.loadCatalog.calls.at(-1)?.args[0]).toBe(step.before.context.requested);
    },
    'exactly one load is in flight while fetching, none otherwise': ({ world, snapshot }) => {
      const inFlight = world.loadCatalog.calls.filter((c) => !c.settled && !c.d.aborted);
      expect(inFlight).toHaveLength(snapshot.matches({ loadingLanguage: 'fetching' }) ? 1 : 0);
    },
  },
});

describe('preferences machine', () => {
  it('gives up after 5 tries: 350, 700, 1400 and 2800 ms apart', () => {
    const toUnavailable = paths.find(
      (p) => p.steps.at(-1)?.after.matches('unavailable') && p.steps.every((s) => !s.before.matches('ready')),
    );
    // No such path: no steps, and the counts below fail.
    const steps = toUnavailable?.steps ?? [];
    const failures = steps.filter((s) => s.event.type === 'xstate.error.actor.loadCatalog');
    const waits = steps
      .filter((s) => s.event.type === RETRY_EVENT)
      .map((s) => catalogRetryDelay(s.before.context.attempt));
    expect(failures).toHaveLength(CATALOG_RETRY.maxAttempts);
    expect(waits).toEqual([350, 700, 1400, 2800]);
  });
});
