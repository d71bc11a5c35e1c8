/**
 * Wraps an async function so that at most `limit` calls run at once; further calls wait their
 * turn in order. Aborted waiting calls leave the queue without running.
 */
export function limitConcurrency<A extends unknown[], R>(
  limit: number,
  fn: (...args: A) => Promise<R>,
): (signal: AbortSignal | undefined, ...args: A) => Promise<R> {
  let running = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    running--;
    queue.shift()?.();
  };
  return (signal, ...args) =>
    new Promise<R>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        running++;
        fn(...args)
          .then(resolve, reject)
          .finally(next);
      };
      const onAbort = () => {
        const i = queue.indexOf(start);
        if (i !== -1) queue.splice(i, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      if (signal?.aborted) return onAbort();
      if (running < limit) start();
      else {
        queue.push(start);
        signal?.addEventListener('abort', onAbort, { once: true });
      }
    });
}
