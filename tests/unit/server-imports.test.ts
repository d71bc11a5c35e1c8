import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The wiring rules of docs/architecture.md ("How the server is wired"), checked over the source
// of server/ (tests excluded: they may reach anywhere). A regex over each file's imports is enough:
// the codebase writes them on one statement each, with relative paths.

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'server');

/** The composition root: the only files that see every module (and their routes). */
const COMPOSITION_ROOT = new Set([
  'server/app.ts',
  'server/composition.ts',
  'server/main.ts',
  'server/modules/index.ts',
]);

interface Import {
  from: string;
  to: string;
  /** Value (not `import type`) names, for the "never build another module's parts" rule. */
  values: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

function resolve(fromFile: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')])
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  return null;
}

function importsOf(file: string): Import[] {
  const source = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s+'([^']+)'/g;
  for (const match of source.matchAll(statement)) {
    const target = resolve(file, match[4]);
    if (!target?.startsWith(SERVER)) continue;
    const typeOnly = match[2] !== undefined;
    const braces = /\{([^}]*)\}/.exec(match[3])?.[1] ?? '';
    const values = typeOnly
      ? []
      : braces
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]);
    found.push({ from: rel(file), to: rel(target), values });
  }
  return found;
}

const files = sourceFiles(SERVER).map(rel);
const imports = sourceFiles(SERVER).flatMap(importsOf);

/** `server/modules/<name>/…` → name; anything else → null. */
const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Strongly connected components with more than one node (or a node importing itself). */
function cycles(edges: Array<[string, string]>): string[][] {
  const graph = new Map<string, string[]>();
  for (const [a, b] of edges) graph.set(a, [...(graph.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server imports (docs/architecture.md, "How the server is wired")', () => {
  it('reads the whole server: every module and the composition root', () => {
    expect(files).toContain('server/composition.ts');
    expect(files.filter((f) => f.endsWith('/routes.ts')).length).toBeGreaterThan(15);
    expect(imports.length).toBeGreaterThan(300);
  });

  it('has no import cycle between files', () => {
    expect(cycles(imports.map((i) => [i.from, i.to]))).toEqual([]);
  });

  it('has no cycle between modules: one module depends on another in one direction only', () => {
    const edges: Array<[string, string]> = [];
    for (const i of imports) {
      const [a, b] = [moduleOf(i.from), moduleOf(i.to)];
      if (a && b && a !== b && !COMPOSITION_ROOT.has(i.from)) edges.push([a, b]);
    }
    expect(cycles(edges)).toEqual([]);
  });

  it("lets only the composition root import a module's routes.ts", () => {
    const offending = imports.filter(
      (i) => /^server\/modules\/[^/]+\/routes\.ts$/.test(i.to) && !COMPOSITION_ROOT.has(i.from),
    );
    expect(offending.map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('keeps adapters, ports, auth, http, db, metrics, events and config out of the modules', () => {
    const offending = imports.filter(
      (i) => moduleOf(i.to) !== null && moduleOf(i.from) === null && !COMPOSITION_ROOT.has(i.from),
    );
    expect(offending.map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('hands modules their own deps: no module imports the context or the composition', () => {
    const offending = imports.filter(
      (i) =>
        moduleOf(i.from) !== null &&
        !COMPOSITION_ROOT.has(i.from) &&
        (i.to === 'server/context.ts' || i.to === 'server/composition.ts'),
    );
    expect(offending.map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('wires event subscribers in the composition root only: the context builds adapters, never who listens', () => {
    // Each of these subscribes something to the session or friend-call events when called.
    const subscribers = new Set([
      'server/auth/session-subscribers.ts',
      'server/adapters/redis/session-events-relay.ts',
      'server/modules/push/subscribers.ts',
      'server/modules/push/friend-call-pushes.ts',
    ]);
    for (const file of subscribers) expect(files).toContain(file);
    const offending = imports.filter(
      (i) => subscribers.has(i.to) && i.values.length > 0 && !COMPOSITION_ROOT.has(i.from),
    );
    expect(offending.map((i) => `${i.from} -> ${i.to}: ${i.values.join(', ')}`)).toEqual([]);
  });

  it("never builds another module's service or repository: the composition root passes it in", () => {
    const offending = imports.flatMap((i) => {
      const [a, b] = [moduleOf(i.from), moduleOf(i.to)];
      if (!a || !b || a === b || COMPOSITION_ROOT.has(i.from)) return [];
      return i.values
        .filter((name) => /^create\w*(Service|Repository|Services)$/.test(name))
        .map((name) => `${i.from}: ${name} from ${i.to}`);
    });
    expect(offending).toEqual([]);
  });
});
