import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every machine has a model test: for each `machines/<name>/<file>.machine.ts` (found on disk, so a
 * new machine is picked up as soon as it exists), some `tests/model/**\/*.test.ts` imports that
 * file and declares `describeModel(<a machine it exports>, …)`.
 */

const ROOT = join(import.meta.dirname, '../..');
const MACHINES = join(ROOT, 'machines');
const MODEL_TESTS = join(ROOT, 'tests/model');

/**
 * Machines whose model test is not on describeModel yet, each with the reason. An entry fails
 * once its machine has a describeModel test (or is gone): remove it then.
 */
const PENDING: Record<string, string> = {};

const machineFiles = readdirSync(MACHINES, { withFileTypes: true })
  .filter((dir) => dir.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(MACHINES, dir.name))
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => join(MACHINES, dir.name, file)),
  )
  .sort();

const testFiles = (readdirSync(MODEL_TESTS, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(MODEL_TESTS, file), 'utf8') }));

/** The test files that import `machineFile` and declare describeModel with a machine it exports. */
function modelTestsOf(machineFile: string): string[] {
  const source = readFileSync(machineFile, 'utf8');
  const exported = [...source.matchAll(/export const (\w+Machine)\b/g)].map((m) => m[1]);
  const specifier = relative(MODEL_TESTS, machineFile).replace(/\.ts$/, '');
  return testFiles
    .filter(({ text }) => text.includes(`from '${specifier}'`))
    .filter(({ text }) => exported.some((name) => new RegExp(`describeModel\\(\\s*${name}\\b`).test(text)))
    .map(({ file }) => file);
}

describe('every machine has a model test on describeModel', () => {
  it('finds the machines on disk', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
  });

  for (const machineFile of machineFiles) {
    const name = relative(ROOT, machineFile);
    const reason = PENDING[name];
    if (reason)
      it(`${name}: pending (${reason})`, () => {
        expect(modelTestsOf(machineFile), 'it has a describeModel test now: remove it from PENDING').toEqual([]);
      });
    else
      it(name, () => {
        expect(
          modelTestsOf(machineFile),
          `no tests/model file imports ${name} and calls describeModel with it`,
        ).not.toEqual([]);
      });
  }

  it('lists only machines that exist as pending', () => {
    const names = machineFiles.map((file) => relative(ROOT, file));
    for (const pending of Object.keys(PENDING)) expect(names).toContain(pending);
  });
});
