/**
 * `npm run bench`: runs every benchmark in bench/ — each `bench/*.ts` module exporting
 * `bench…()` functions (e.g. bundle.ts → benchBundle, matching.ts → benchMatching) — bundle
 * first, then the others by file name. Benchmarks print figures; they never fail on timing.
 * A benchmark that throws is a bug, so it is reported and the exit code is set. At the end every
 * recorded figure is printed beside its goal and written to bench/results.json (results.ts).
 * `npm run bench -- matching wire` runs only the files whose names start with those words.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { printSummary, writeResults } from './results';

const benchDir = import.meta.dirname;
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const helpers = new Set(['run.ts', 'results.ts']);

function benchFiles(): string[] {
  const files = readdirSync(benchDir).filter(
    (f) =>
      /\.ts$/.test(f) &&
      !helpers.has(f) &&
      !/\.(test|d)\.ts$/.test(f) &&
      (only.length === 0 || only.some((name) => f.startsWith(name))),
  );
  return files.sort((a, b) => (a === 'bundle.ts' ? -1 : b === 'bundle.ts' ? 1 : a.localeCompare(b)));
}

let failed = false;
for (const file of benchFiles()) {
  const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as Record<string, unknown>;
  for (const [name, fn] of Object.entries(mod)) {
    if (!/^bench[A-Z]/.test(name) || typeof fn !== 'function') continue;
    const started = performance.now();
    try {
      await fn();
      console.log(`\n(${file} ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed = true;
      console.error(`\n${file} ${name} failed:`, error);
    }
  }
}
printSummary();
writeResults();
if (failed) process.exitCode = 1;
