import type { Messages } from '@lingui/core';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createPreferencesImplementations } from '../../machines/preferences/preferences.actors';
import { preferencesMachine } from '../../machines/preferences/preferences.machine';
import {
  CATALOG_RETRY,
  catalogRetryDelay,
  type Language,
  type PreferencesEvent,
  type PreferencesInput,
  type Theme,
} from '../../machines/preferences/preferences.types';
import { type Deferred, deferred, flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof preferencesMachine;
type ModelEvent = PreferencesEvent | { type: string; output?: Messages; error?: unknown };

const RETRY_EVENT = afterEventType(preferencesMachine, 'preferences.loadingLanguage.waiting');
const catalogFor = (language: Language): Messages => ({ greeting: `hello in ${language}` });

const inputs: PreferencesInput[] = [
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'ua' },
];

const paths = generatePaths(preferencesMachine, {
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
    return events as never;
  },
});

/** Drives the real machine, with fake effects and a simulated clock, along one generated path. */
async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const loads: Array<{ language: Language; d: Deferred<Messages> }> = [];
  const effects = {
    applied: [] as Theme[],
    persistedThemes: [] as Theme[],
    activated: [] as Language[],
    persistedLanguages: [] as Language[],
  };
  const machine = preferencesMachine.provide(
    createPreferencesImplementations({
      loadCatalog: (language, signal) => {
        const d = deferred<Messages>(signal);
        loads.push({ language, d });
        return d.promise;
      },
      activateCatalog: (language, messages) => {
        expect(messages).toEqual(catalogFor(language));
        effects.activated.push(language);
      },
      applyTheme: (theme) => effects.applied.push(theme),
      persistTheme: (theme) => effects.persistedThemes.push(theme),
      persistLanguage: (language) => effects.persistedLanguages.push(language),
    }),
  );
  const actor = createActor(machine, { input: path.input, clock }).start();
  const pendingLoad = () => {
    const load = loads.at(-1);
    if (!load || load.d.aborted) throw new Error('no catalog load in flight');
    return load;
  };

  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    if (e.type === 'xstate.done.actor.loadCatalog') {
      const load = pendingLoad();
      expect(load.language).toBe(before.context.requested);
      load.d.resolve(e.output!);
      await flush();
    } else if (e.type === 'xstate.error.actor.loadCatalog') {
      pendingLoad().d.reject(e.error);
      await flush();
    } else if (e.type === RETRY_EVENT) {
      // The retry waits exactly 350 ms after the first failure, doubling after each next one.
      const delay = catalogRetryDelay(before.context.attempt);
      const loadsBefore = loads.length;
      clock.increment(delay - 1);
      expect(actor.getSnapshot().matches({ loadingLanguage: 'waiting' })).toBe(true);
      clock.increment(1);
      expect(loads.length).toBe(loadsBefore + 1);
    } else {
      actor.send(event);
      await flush();
    }
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    // Effects agree with the model: the page shows the context's theme, the active catalog is the
    // context's language, and what was persisted is what the user chose.
    expect(effects.applied.at(-1)).toBe(snapshot.context.theme);
    expect(effects.activated.at(-1) ?? null).toBe(snapshot.context.language);
    expect(effects.persistedLanguages.at(-1) ?? null).toBe(snapshot.context.language);
    if (effects.persistedThemes.length) expect(effects.persistedThemes.at(-1)).toBe(snapshot.context.theme);
    // Exactly one load is in flight while fetching, none otherwise.
    const inFlight = loads.filter(
      (l) => !l.d.aborted && l === loads.at(-1) && snapshot.matches({ loadingLanguage: 'fetching' }),
    );
    expect(inFlight.length).toBe(snapshot.matches({ loadingLanguage: 'fetching' }) ? 1 : 0);
  }
  actor.stop();
  return { loads, effects };
}

describe('preferences machine (model-based)', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await run(path);
    });
  }

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(preferencesMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(preferencesMachine)) expect(used, type).toContain(type);
  });

  it('gives up after 5 tries: 350, 700, 1400 and 2800 ms apart', () => {
    const toUnavailable = paths.find(
      (p) => p.steps.at(-1)?.after.matches('unavailable') && p.steps.every((s) => !s.before.matches('ready')),
    );
    expect(toUnavailable).toBeDefined();
    const failures = toUnavailable!.steps.filter(
      (s) => (s.event as ModelEvent).type === 'xstate.error.actor.loadCatalog',
    );
    const waits = toUnavailable!.steps
      .filter((s) => s.event.type === RETRY_EVENT)
      .map((s) => catalogRetryDelay(s.before.context.attempt));
    expect(failures).toHaveLength(CATALOG_RETRY.maxAttempts);
    expect(waits).toEqual([350, 700, 1400, 2800]);
  });
});
