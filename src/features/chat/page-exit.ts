import type { EndCallInput } from '../../../contract/chat';
import type { ExitPlan } from '../../../machines/random-chat/random-chat.types';

export interface ExitActions {
  hangUp(input: EndCallInput): void;
  leavePool(): void;
}

const NOTHING: ExitPlan = { leavePool: false, hangUp: null, warn: false };

/**
 * Spec §4 step 8: leaving the page while on a call ends the call first. The browser asks before
 * the tab closes during a call (`beforeunload`); when the page does go (`pagehide`) or the screen
 * unmounts (navigation inside the app: `dispose`), the plan in force is carried out once.
 */
export function createPageExitGuard(
  actions: ExitActions,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  let plan = NOTHING;
  const carryOut = () => {
    const { hangUp, leavePool } = plan;
    plan = NOTHING;
    if (hangUp) actions.hangUp(hangUp);
    if (leavePool) actions.leavePool();
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!plan.warn) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  target.addEventListener('pagehide', carryOut);
  return {
    update(next: ExitPlan) {
      plan = next;
    },
    dispose() {
      target.removeEventListener('beforeunload', onBeforeUnload);
      target.removeEventListener('pagehide', carryOut);
      carryOut();
    },
  };
}
