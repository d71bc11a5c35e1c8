/**
 * The ringtone loads on first use, so that the first page's bundle does not carry it (the root
 * actor is created at boot, guests included). Stopping before the module has loaded prevents it.
 */
export function lazyRingtone(): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('../../adapters/ringtone').then(({ startRingtone }) => {
    if (!stopped) stop = startRingtone();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
