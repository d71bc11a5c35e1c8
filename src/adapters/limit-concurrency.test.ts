import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

/** An async function whose calls finish when the test says, recording order and overlap. */
function controllable() {
  const pending: Array<{ n: number; resolve: () => void }> = [];
  const started: number[] = [];
  let running = 0;
  let maxRunning = 0;
  const fn = (n: number) =>
    new Promise<number>((resolve) => {
      started.push(n);
      running++;
      maxRunning = Math.max(maxRunning, running);
      pending.push({
        n,
        resolve: () => {
          running--;
          resolve(n * 10);
        },
      });
    });
  return { fn, pending, started, max: () => maxRunning };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('limitConcurrency', () => {
  it('runs at most `limit` calls at once and starts the waiting ones in order', async () => {
    const { fn, pending, started, max } = controllable();
    const limited = limitConcurrency(10, fn);
    const results = Promise.all(Array.from({ length: 25 }, (_, i) => limited(undefined, i)));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    pending.shift()!.resolve();
    await tick();
    expect(started).toHaveLength(11);
    while (started.length < 25 || pending.length > 0) {
      for (const p of pending.splice(0)) p.resolve();
      await tick();
    }
    expect(await results).toEqual(Array.from({ length: 25 }, (_, i) => i * 10));
    expect(started).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(max()).toBe(10);
  });

  it('drops an aborted call that is still waiting', async () => {
    const { fn, pending, started } = controllable();
    const limited = limitConcurrency(1, fn);
    const first = limited(undefined, 1);
    const controller = new AbortController();
    const second = limited(controller.signal, 2);
    const third = limited(undefined, 3);
    controller.abort(new Error('left the page'));
    await expect(second).rejects.toThrow('left the page');
    pending.shift()!.resolve();
    await tick();
    pending.shift()!.resolve();
    expect(await first).toBe(10);
    expect(await third).toBe(30);
    expect(started).toEqual([1, 3]);
  });
});
