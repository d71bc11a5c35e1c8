import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { RootActor } from '../../../machines/root/root.selectors';
import { DEFERRED_CHILD_IDS } from '../../../machines/root/root.types';
import { deferredTokenRenewer, REFRESH_CODE_WAIT_MS } from './token-renewal';

/**
 * A stand-in for the root's `deferred` region: `deferred.load` starts the load, which the test
 * settles, and then the deferred children run under their ids (what selectDeferredChildren reads).
 */
function fakeRoot() {
  const loads: Array<() => void> = [];
  const idle = fromCallback(() => () => {});
  const machine = setup({
    actors: {
      loadDeferred: fromPromise(() => new Promise<void>((resolve) => loads.push(resolve))),
      idle,
    },
  }).createMachine({
    initial: 'waiting',
    states: {
      waiting: { on: { 'deferred.load': 'loading' } },
      loading: {
        invoke: {
          src: 'loadDeferred',
          onDone: { target: 'ready', actions: DEFERRED_CHILD_IDS.map((id) => spawnChild('idle', { id })) },
        },
      },
      ready: {},
    },
  });
  const actor = createActor(machine).start();
  return { root: actor as unknown as RootActor, actor, loads };
}

/** A link to the auth-refresh actor that answers every stale token with a fresh one. */
function fakeConnect() {
  const linked: AnyActorRef[] = [];
  const connect = vi.fn(async (authRefresh: AnyActorRef) => {
    linked.push(authRefresh);
    return async (sentWith: string) => `fresh-for-${sentWith}`;
  });
  return { connect, linked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('deferredTokenRenewer', () => {
  it('loads nothing until a request sent with a token is refused, then links to the loaded actor once', async () => {
    const { root, actor, loads } = fakeRoot();
    const { connect, linked } = fakeConnect();
    const renew = deferredTokenRenewer(root, connect);
    expect(actor.getSnapshot().value).toBe('waiting');

    const first = renew('stale-1');
    const second = renew('stale-2');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(1);
    loads[0]();

    await expect(first).resolves.toBe('fresh-for-stale-1');
    await expect(second).resolves.toBe('fresh-for-stale-2');
    expect(connect).toHaveBeenCalledOnce();
    expect(linked[0]).toBe(actor.getSnapshot().children.authRefresh);

    await expect(renew('stale-3')).resolves.toBe('fresh-for-stale-3');
    expect(connect).toHaveBeenCalledOnce();
  });

  it('lets the 401 stand when the code does not come in time, and tries again with the next one', async () => {
    vi.useFakeTimers();
    const { root, loads } = fakeRoot();
    const { connect } = fakeConnect();
    const renew = deferredTokenRenewer(root, connect);

    const refused = renew('stale-1');
    const settled = expect(refused).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(REFRESH_CODE_WAIT_MS);
    await settled;
    expect(connect).not.toHaveBeenCalled();

    const retried = renew('stale-2');
    loads[0]();
    await expect(retried).resolves.toBe('fresh-for-stale-2');
    expect(connect).toHaveBeenCalledOnce();
  });
});
