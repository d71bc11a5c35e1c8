/**
 * The `peer` package runs two self-rescheduling setTimeout loops (message expiry, dead-socket
 * sweep) that it never exposes, so they would keep the process alive and tick on after the
 * server closed. `ownTimers().run(fn)` runs `fn` with a setTimeout that unrefs its timers and
 * re-installs itself inside their callbacks, so every timer of that loop chain is tracked;
 * `stop()` clears them and silences any that are already due.
 */
export function ownTimers(): { run<T>(body: () => T): T; stop(): void } {
  const original = globalThis.setTimeout;
  const live = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  function run<T>(body: () => T): T {
    const previous = globalThis.setTimeout;
    globalThis.setTimeout = owned;
    try {
      return body();
    } finally {
      globalThis.setTimeout = previous;
    }
  }

  const owned = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = original(() => {
      live.delete(handle);
      if (!stopped) run(() => callback(...args));
    }, ms);
    handle.unref();
    live.add(handle);
    return handle;
  }) as typeof setTimeout;

  return {
    run,
    stop() {
      stopped = true;
      for (const handle of live) clearTimeout(handle);
      live.clear();
    },
  };
}
