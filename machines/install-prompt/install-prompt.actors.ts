import { fromCallback, fromPromise } from 'xstate';
import type { InstallPromptDeps, InstallPromptEvent } from './install-prompt.types';

/** Real effects for `installPromptMachine.provide(...)`. */
export function createInstallPromptImplementations(deps: InstallPromptDeps) {
  return {
    actors: {
      installSignals: fromCallback<InstallPromptEvent>(({ sendBack }) =>
        deps.subscribe((signal) => sendBack({ type: `install.${signal}` } satisfies InstallPromptEvent)),
      ),
      promptInstall: fromPromise(() => deps.prompt()),
    },
  };
}
