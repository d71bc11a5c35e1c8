import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The figures of one `npm run bench` run: every benchmark records what it measured, with its goal
 * where the issue that asked for it set one; bench/run.ts prints them side by side and writes
 * bench/results.json. A goal is informative: a missed goal is printed, never fails the run.
 */
export interface Figure {
  /** The benchmark (file) that measured it. */
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** The goal, e.g. `≤ 110` or `≥ 5000`, in the figure's unit. */
  goal?: { op: '≤' | '≥'; value: number };
}

const figures: Figure[] = [];

export function record(figure: Figure): void {
  figures.push({ ...figure, value: Number(figure.value.toFixed(figure.value >= 100 ? 0 : 2)) });
}

export const atMost = (value: number) => ({ op: '≤' as const, value });
export const atLeast = (value: number) => ({ op: '≥' as const, value });

function met(figure: Figure): boolean | null {
  if (!figure.goal || !Number.isFinite(figure.value)) return null;
  return figure.goal.op === '≤' ? figure.value <= figure.goal.value : figure.value >= figure.goal.value;
}

/** The summary table, one line a figure. */
export function printSummary(): void {
  if (figures.length === 0) return;
  console.log('\n== Summary: every figure of this run beside its goal ==');
  const width = Math.max(...figures.map((f) => `${f.bench}: ${f.name}`.length));
  for (const f of figures) {
    const ok = met(f);
    const goal = f.goal ? `goal ${f.goal.op} ${f.goal.value} ${f.unit}` : '';
    const verdict = ok === null ? '' : ok ? 'met' : 'MISSED';
    console.log(
      `${`${f.bench}: ${f.name}`.padEnd(width)}  ${String(f.value).padStart(10)} ${f.unit.padEnd(8)} ${goal.padEnd(24)} ${verdict}`,
    );
  }
}

/**
 * Writes bench/results.json: the machine, the time, and every figure with whether it met its goal.
 * A partial run (`npm run bench -- matching`) replaces only the figures of the benchmarks it ran.
 */
export function writeResults(file = path.join(import.meta.dirname, 'results.json')): void {
  const ran = new Set(figures.map((f) => f.bench));
  const earlier: (Figure & { measured_at?: string })[] = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')).figures ?? [])
    : [];
  const now = new Date().toISOString();
  const body = {
    measured_at: now,
    node: process.version,
    cpus: os.cpus().length,
    figures: [
      ...earlier.filter((f) => !ran.has(f.bench)),
      ...figures.map((f) => ({ ...f, met: met(f), measured_at: now })),
    ],
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), file)} (${figures.length} figures)`);
}
