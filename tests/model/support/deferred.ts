/** A promise settled from outside, standing in for an effect whose result a test decides. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  /** Set when the machine aborted the effect (the state that invoked it was left). */
  aborted: boolean;
}

export function deferred<T>(signal?: AbortSignal): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const d: Deferred<T> = { promise, resolve, reject, aborted: false };
  signal?.addEventListener('abort', () => {
    d.aborted = true;
  });
  return d;
}

/** Lets settled promises deliver their results to the actors. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
