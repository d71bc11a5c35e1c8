/**
 * Placeholder for an effect a machine declares in `setup` but never implements itself: the app
 * (src/app/composition/) or a test passes the real one with `machine.provide(...)`. Failing
 * loudly beats a silent no-op when the wiring is forgotten.
 */
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`${name} was not provided: pass it with machine.provide(...)`);
  };
}
