import { fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { InstallOutcome, InstallPromptEvent, InstallPromptInput } from './install-prompt.types';

export const installPromptMachine = setup({
  types: {
    context: {} as InstallPromptInput,
    events: {} as InstallPromptEvent,
    input: {} as InstallPromptInput,
  },
  actors: {
    installSignals: fromCallback<InstallPromptEvent>(notProvided('installPrompt.installSignals')),
    promptInstall: fromPromise<InstallOutcome>(notProvided('installPrompt.promptInstall')),
  },
  guards: {
    standalone: ({ context }) => context.standalone,
    iosSafari: ({ context }) => context.iosSafari,
    accepted: ({ event }) => (event as { output?: InstallOutcome }).output === 'accepted',
  },
}).createMachine({
  id: 'installPrompt',
  context: ({ input }) => input,
  invoke: { id: 'installSignals', src: 'installSignals' },
  // Installed from wherever (the browser's own menu too): no entry any more.
  on: { 'install.installed': '.installed' },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'standalone', target: 'installed' },
        { guard: 'iosSafari', target: 'iosHint' },
        { target: 'unavailable' },
      ],
    },
    unavailable: {
      on: { 'install.available': 'available' },
    },
    available: {
      tags: ['offerInstall'],
      on: { 'install.open': 'prompting' },
    },
    prompting: {
      invoke: {
        id: 'promptInstall',
        src: 'promptInstall',
        onDone: [{ guard: 'accepted', target: 'installed' }, { target: 'unavailable' }],
        // The kept event was already used or is gone: wait for the browser to offer again.
        onError: 'unavailable',
      },
    },
    iosHint: {
      tags: ['offerIosHint'],
      on: { 'install.open': 'iosHelp' },
    },
    iosHelp: {
      tags: ['offerIosHint', 'iosHelpOpen'],
      on: { 'install.close': 'iosHint' },
    },
    installed: {},
  },
});
