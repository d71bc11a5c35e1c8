import { createKeepAliveImplementations } from '../../../machines/keep-alive/keep-alive.actors';
import { keepAliveMachine } from '../../../machines/keep-alive/keep-alive.machine';
import { ping } from '../../adapters/accounts-api';
import { useScreenActor } from '../../app/use-screen-actor';

/** Spec §7: on signed-in pages, PUT /api/ping on mount and every 120 s while they are shown. */
export function useKeepAlive(): void {
  useScreenActor(() => keepAliveMachine.provide(createKeepAliveImplementations({ ping })));
}
