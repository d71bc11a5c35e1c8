/**
 * Runs `run` once the page has loaded (its images and fonts too) and the browser is idle: work the
 * first page does not show waits for it, so it neither competes with the first paint's downloads
 * nor lengthens its long task (issue 30, Lighthouse's TBT). Safari has no requestIdleCallback: a
 * timeout stands in.
 */
export function afterLoadAndIdle(run: () => void, target: Window = window): void {
  const idle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => run(), { timeout: 2000 });
    else target.setTimeout(run, 1);
  };
  if (target.document.readyState === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}
