#!/usr/bin/env node
// `npm run qa:paths [machine…]`: QA's scenario catalogue. Collects the model tests (without
// running them) with QA_PATHS_FILE set, so every describeModel writes the paths it generated,
// then prints each path in plain words with the command that reruns exactly that path.
// A machine is named by its id (`report`) or its test file (`report.test.ts`); none: all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const dir = mkdtempSync(join(tmpdir(), 'qa-paths-'));
const file = join(dir, 'paths.jsonl');
const files = wanted.map((w) => `tests/model/${w.replace(/\.test\.ts$/, '')}.test.ts`);

// A name pattern no test has: files are collected (paths generated), no test is run.
const res = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'model',
    '--passWithNoTests',
    '--reporter=dot',
    '-t',
    '^qa-catalogue-collect-only$',
    ...files.filter((f) => !wanted.includes(f)),
  ],
  { env: { ...process.env, QA_PATHS_FILE: file }, stdio: ['ignore', 'ignore', 'inherit'] },
);
let lines = [];
try {
  lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
} catch {
  // no model test matched
}
rmSync(dir, { recursive: true, force: true });

/** Vitest's -t is a regular expression over "suite title". */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const paths = lines.map((l) => JSON.parse(l));
const bySuite = new Map();
for (const p of paths) {
  const base = p.file.replace(/^tests\/model\//, '').replace(/\.test\.ts$/, '');
  if (wanted.length && !wanted.some((w) => w === p.machine || w.replace(/\.test\.ts$/, '') === base)) continue;
  const key = `${p.file}\u0000${p.suite}`;
  if (!bySuite.has(key)) bySuite.set(key, []);
  bySuite.get(key).push(p);
}
if (bySuite.size === 0) {
  console.error(
    wanted.length
      ? `No model test found for: ${wanted.join(', ')}. Machines are named by id or by their file in tests/model/.`
      : 'No model tests found.',
  );
  process.exit(res.status || 1);
}

let total = 0;
for (const group of bySuite.values()) {
  const first = group[0];
  total += group.length;
  console.log(`\n■ ${first.machine} — ${first.suite}`);
  console.log(`  file: ${first.file} · ${group.length} paths`);
  console.log(`  checked after every step: ${first.checks.join('; ') || '(state only)'}`);
  console.log('  every path also checks that the machine is in the state the model expects after each step.');
  group.forEach((p, i) => {
    console.log(`\n  ${i + 1}. ${p.title}`);
    console.log(`     starts in: ${p.initial}`);
    p.steps.forEach((s, j) => {
      const details = s.details ? ` ${s.details}` : '';
      const move = s.before === s.after ? `stays in ${s.after}` : `${s.before} → ${s.after}`;
      console.log(`     ${j + 1}) ${s.does}${details}  ⇒  ${move}`);
    });
    console.log(
      `     rerun: npx vitest run --project model ${p.file} -t "^${escapeRegExp(p.suite)} ${escapeRegExp(p.title).replace(/"/g, '\\"')}$"`,
    );
  });
}
console.log(`\n${total} paths in ${bySuite.size} model test(s).`);
