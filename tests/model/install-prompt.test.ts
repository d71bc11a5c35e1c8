import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createInstallPromptImplementations } from '../../machines/install-prompt/install-prompt.actors';
import { installPromptMachine } from '../../machines/install-prompt/install-prompt.machine';
import { selectInstallView } from '../../machines/install-prompt/install-prompt.selectors';
import type {
  InstallOutcome,
  InstallPromptInput,
  InstallSignal,
} from '../../machines/install-prompt/install-prompt.types';
import { flush } from './support/deferred';
import { describeModel, fakeCalls } from './support/describe-model';

/**
 * The profile menu's install entry (machines/install-prompt): "Install PetChat" only after the
 * browser offered it (`beforeinstallprompt`), its dialog once per offer; on iOS Safari the "Add
 * to Home Screen" explanation instead; nothing once installed.
 */
const inputs: InstallPromptInput[] = [
  { iosSafari: false, standalone: false },
  { iosSafari: true, standalone: false },
  { iosSafari: true, standalone: true },
  { iosSafari: false, standalone: true },
];

describeModel(installPromptMachine, {
  inputs,
  events: (s) => [
    { type: 'install.available' },
    { type: 'install.installed' },
    { type: 'install.open' },
    { type: 'install.close' },
    ...(s.matches('prompting')
      ? [
          { type: 'xstate.done.actor.promptInstall', output: 'accepted' satisfies InstallOutcome },
          { type: 'xstate.done.actor.promptInstall', output: 'dismissed' satisfies InstallOutcome },
          { type: 'xstate.error.actor.promptInstall', error: new Error('already used') },
        ]
      : []),
  ],
  world: () => {
    const prompt = fakeCalls<[], InstallOutcome>();
    const world = {
      browser: null as ((signal: InstallSignal) => void) | null,
      unsubscribed: 0,
      prompt,
      calls: { promptInstall: prompt },
      machine: installPromptMachine.provide(
        createInstallPromptImplementations({
          subscribe: (onSignal) => {
            world.browser = onSignal;
            return () => {
              world.unsubscribed++;
            };
          },
          prompt: prompt.fn,
        }),
      ),
      /** The browser's signals arrive through the subscription, as in the app. */
      produce: (event: { type: string }) => {
        if (event.type !== 'install.available' && event.type !== 'install.installed') return false;
        world.browser!(event.type.slice('install.'.length) as InstallSignal);
        return true;
      },
    };
    return world;
  },
  atStart: ({ world, snapshot, path }) => {
    expect(world.browser).not.toBeNull();
    const { iosSafari, standalone } = path.input as InstallPromptInput;
    expect(selectInstallView(snapshot).entry).toBe(standalone ? null : iosSafari ? 'iosHint' : null);
  },
  oracles: {
    'the install entry shows exactly after an offer that has not been used, the iOS hint on iOS Safari only': ({
      snapshot,
      taken,
      path,
    }) => {
      const { iosSafari, standalone } = path.input as InstallPromptInput;
      const types = taken.map((s) => s.event.type);
      const installed =
        standalone ||
        types.includes('install.installed') ||
        taken.some(
          (s) =>
            s.event.type === 'xstate.done.actor.promptInstall' && 'output' in s.event && s.event.output === 'accepted',
        );
      const entry = selectInstallView(snapshot).entry;
      if (installed) expect(entry).toBeNull();
      else if (iosSafari) expect(entry).toBe('iosHint');
      else {
        const lastOffer = types.lastIndexOf('install.available');
        const lastUse = types.lastIndexOf('install.open');
        // While the browser's dialog is up the entry is gone; a new offer then waits for its answer.
        expect(entry).toBe(lastOffer > lastUse && !snapshot.matches('prompting') ? 'install' : null);
      }
    },
    "the browser's dialog opens once per choice of the entry": ({ world, taken, snapshot }) => {
      const opens = taken.filter((s) => s.event.type === 'install.open' && s.before.matches('available'));
      expect(world.prompt.calls).toHaveLength(opens.length);
      if (snapshot.matches('prompting')) expect(world.prompt.calls.at(-1)?.settled).toBe(false);
    },
    'the iOS explanation is open between choosing the entry and closing it': ({ snapshot, taken }) => {
      const last = taken.at(-1);
      if (snapshot.hasTag('offerIosHint') && last)
        expect(selectInstallView(snapshot).iosHelpOpen).toBe(
          last.event.type === 'install.open' ||
            (last.before.hasTag('iosHelpOpen') && last.event.type !== 'install.close'),
        );
    },
  },
  atStop: ({ world }) => expect(world.unsubscribed).toBe(1),
});

describe('install prompt', () => {
  it('a dismissed dialog hides the entry until the browser offers again', async () => {
    let offer: ((signal: InstallSignal) => void) | null = null;
    const actor = createActor(
      installPromptMachine.provide(
        createInstallPromptImplementations({
          subscribe: (onSignal) => {
            offer = onSignal;
            return () => {};
          },
          prompt: async () => 'dismissed',
        }),
      ),
      { input: { iosSafari: false, standalone: false } },
    ).start();
    offer!('available');
    actor.send({ type: 'install.open' });
    await flush();
    expect(selectInstallView(actor.getSnapshot()).entry).toBeNull();
    offer!('available');
    expect(selectInstallView(actor.getSnapshot()).entry).toBe('install');
  });
});
