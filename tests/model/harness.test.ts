import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { keepAliveMachine } from '../../machines/keep-alive/keep-alive.machine';
import { flush } from './support/deferred';
import { checkExceptions, fakeCalls, modelCoverage, pairKey, recorder } from './support/describe-model';
import { afterEventType, generatePaths } from './support/paths';

/** The harness's own guards and fakes can fail: checked on a small machine with a model that misses things. */
describe('describeModel harness', () => {
  const PERIOD = afterEventType(keepAliveMachine, 'keepAlive.waiting');

  it('the guards see an event and a (state × event) pair no path tries', () => {
    const paths = generatePaths(keepAliveMachine, {
      inputs: [undefined],
      events: (s) => (s.matches('pinging') ? [{ type: 'xstate.done.actor.ping' }] : [{ type: PERIOD }]) as never,
    });
    const coverage = modelCoverage(keepAliveMachine, paths);
    expect(coverage.events.filter((t) => !coverage.used.has(t))).toEqual(['xstate.error.actor.ping']);
    expect(coverage.pairs.filter((p) => !coverage.tried.has(p))).toEqual([
      pairKey('keepAlive.pinging', 'xstate.error.actor.ping'),
    ]);
    expect(coverage.states.every((id) => coverage.reached.has(id))).toBe(true);
  });

  it('the guards see a state no path reaches', () => {
    // The ping never answers: the model stays where it starts.
    const paths = generatePaths(keepAliveMachine, {
      inputs: [undefined],
      events: () => [{ type: 'nothing' }] as never,
    });
    const coverage = modelCoverage(keepAliveMachine, paths);
    expect(coverage.states.filter((id) => !coverage.reached.has(id))).toEqual(['keepAlive.waiting']);
  });

  it('an exception to a guard needs a reason, must name something of the machine and fails once covered', () => {
    const all = ['a', 'b'];
    const covered = new Set(['a']);
    expect(() => checkExceptions('allowUnused', { b: 'the server never answers b' }, all, covered)).not.toThrow();
    expect(() => checkExceptions('allowUnused', { b: ' ' }, all, covered)).toThrow('needs a reason');
    expect(() => checkExceptions('allowUnused', { a: 'stale' }, all, covered)).toThrow('covered now');
    expect(() => checkExceptions('allowUnused', { c: 'typo' }, all, covered)).toThrow('not in the machine');
  });

  it('a fake call settles only while the machine still waits for it', async () => {
    const api = fakeCalls<[string, AbortSignal], number>();
    expect(() => api.pending()).toThrow('no call was made');
    const controller = new AbortController();
    const answer = api.fn('first', controller.signal);
    api.pending().resolve(1);
    await expect(answer).resolves.toBe(1);
    expect(() => api.pending()).toThrow('already settled');
    void api.fn('second', controller.signal).catch(() => {});
    controller.abort();
    expect(() => api.pending()).toThrow('aborted');
    expect(api.calls.map((c) => c.args[0])).toEqual(['first', 'second']);
  });

  it('a recorder keeps what its actors receive and counts them', async () => {
    const rec = recorder();
    const actor = createActor(rec.logic, { input: { n: 1 } }).start();
    actor.send({ type: 'hello' });
    await flush();
    expect(rec).toMatchObject({ events: [{ type: 'hello' }], inputs: [{ n: 1 }], starts: 1, live: 1 });
    actor.stop();
    expect(rec.live).toBe(0);
  });
});
