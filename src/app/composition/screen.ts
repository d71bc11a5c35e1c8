import type { AnyActorLogic } from 'xstate';

/**
 * A screen's lifecycle as the composition root wires it: the machine with its effects provided,
 * and the system id its actor takes in the root's system while the screen is shown.
 */
export interface ScreenLogic<TLogic extends AnyActorLogic = AnyActorLogic> {
  systemId: string;
  logic: TLogic;
}

export function defineScreen<TLogic extends AnyActorLogic>(systemId: string, logic: TLogic): ScreenLogic<TLogic> {
  return { systemId, logic };
}
