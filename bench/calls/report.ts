import { percentile } from '../first-frame';
import { type Figure, record } from '../results';

/**
 * Prints and records a timed call scenario of a few runs: median and p95 of the runs that
 * finished, beside the goal, and how many finished. A run that did not finish (no video, no
 * recovery within the limit) is a result, not an error: it is counted and said in words.
 */
export function timings(
  bench: string,
  label: string,
  values: Array<number | null>,
  opts: { goal?: Figure['goal']; failed: string },
): void {
  const done = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  const runs = values.length;
  const goal = opts.goal ? `   goal ${opts.goal.op} ${opts.goal.value} ms` : '   (no goal: printed only)';
  if (done.length > 0) {
    const [p50, p95] = [percentile(done, 50), percentile(done, 95)];
    record({ bench, name: `${label}: median`, value: p50, unit: 'ms', goal: opts.goal });
    record({ bench, name: `${label}: p95`, value: p95, unit: 'ms', goal: opts.goal });
    console.log(
      `${label.padEnd(44)} median ${String(p50).padStart(6)} ms   p95 ${String(p95).padStart(6)} ms${goal}   (runs: ${values.map((v) => (v === null ? 'failed' : `${v}`)).join(', ')})`,
    );
  }
  // The count is a figure too: it carries the goal into the summary when no run finished.
  record({
    bench,
    name: `${label}: runs finished`,
    value: done.length,
    unit: `of ${runs}`,
    goal: { op: '≥', value: runs },
  });
  if (done.length < runs) console.log(`${label.padEnd(44)} ${runs - done.length} of ${runs} runs ${opts.failed}`);
}
