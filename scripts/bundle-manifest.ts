/**
 * Pure helpers of the bundle benchmark and of the page preloads (vite-page-preloads.ts): read
 * Vite's build manifest and TanStack Router's generated route tree, and work out which chunks a
 * route needs before it can render.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteNode {
  /** Variable name stem in routeTree.gen.ts (`LangLogin`), `root` for the root route. */
  name: string;
  /** Route file relative to the project, without extension (`src/routes/{-$lang}/login`). */
  file: string;
  /** Route id relative to its parent, as in routeTree.gen.ts (`/login`); `__root__` for the root. */
  id: string;
  parent: string | null;
}

/**
 * Keys of the given chunks and of every chunk they import statically: what the browser must
 * fetch before the code runs. Dynamic imports are left out — they load later, on demand.
 */
export function staticClosure(manifest: Manifest, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Output files (JS and CSS) of a set of chunks. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk.');
  return key;
}

function sourceStem(src: string): string {
  return src.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');
}

/** Split-off pieces the router fetches only when they are shown: a failed or unmatched route. */
const ON_DEMAND_SPLITS = new Set(['errorComponent', 'notFoundComponent']);

/**
 * Whether a route chunk loads with the route: the router plugin names its pieces
 * `?tsr-split=component` (groupings joined by `---`), and loads the error and not-found
 * components only when one is rendered.
 */
function loadsWithRoute(src: string): boolean {
  const split = /[?&]tsr-split=([^&]*)/.exec(src)?.[1];
  return split === undefined || split.split('---').some((piece) => !ON_DEMAND_SPLITS.has(piece));
}

/**
 * Manifest keys of the chunks split off a route file that load with the route: the router
 * plugin's `?tsr-split=...` pieces (not the error and not-found components) and a `.lazy`
 * sibling, if the route uses one.
 */
export function chunksOfRouteFile(manifest: Manifest, file: string): string[] {
  const group = ROUTE_GROUPS[file];
  return Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    // A route whose split piece a named group of vite.config.ts took in: that group's chunk.
    if (group && !chunk.src && chunk.name === group && chunk.file.endsWith('.js')) return true;
    const src = chunk.src;
    if (!src || !loadsWithRoute(src)) return false;
    const stem = sourceStem(src);
    return stem === file || stem === `${file}.lazy`;
  });
}

/**
 * Routes whose split component vite.config.ts puts into a named group with the modules it shares
 * (the login page with the guest pages' frame): the manifest then lists that chunk under the
 * group's name, without the route's source.
 */
export const ROUTE_GROUPS: Record<string, string> = {
  'src/routes/{-$lang}/_guest/login': 'login',
};

/** Manifest key of a dynamically imported source file, e.g. the `en` message catalog. */
export function chunkOfSource(manifest: Manifest, source: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key].src?.replace(/\?.*$/, '') === source);
}

/** Reads the route nodes out of TanStack Router's generated `routeTree.gen.ts`. */
export function parseRouteTree(source: string, treeDir = 'src'): RouteNode[] {
  const files = new Map<string, string>();
  for (const m of source.matchAll(/import\s*\{\s*Route as (\w+?)RouteImport\s*\}\s*from\s*['"]\.\/([^'"]+)['"]/g)) {
    files.set(m[1], `${treeDir}/${m[2].replace(/\.[cm]?[jt]sx?$/, '')}`);
  }
  const nodes: RouteNode[] = [];
  const rootFile = files.get('root');
  if (rootFile) nodes.push({ name: 'root', file: rootFile, id: '__root__', parent: null });
  const update = /const (\w+?)Route\s*=\s*(\w+?)RouteImport\.update\(\{([\s\S]*?)\}\s*(?:as any)?\s*\)/g;
  for (const m of source.matchAll(update)) {
    const [, name, importName, body] = m;
    const id = /id:\s*['"]([^'"]*)['"]/.exec(body)?.[1];
    const parentVar = /getParentRoute:\s*\(\)\s*=>\s*(\w+)/.exec(body)?.[1];
    const file = files.get(importName);
    if (id === undefined || !parentVar || !file) continue;
    nodes.push({ name, file, id, parent: parentVar.replace(/RouteImport$|Route$/, '') });
  }
  return nodes;
}

/** The English URL of a route id: no `{-$lang}` prefix, no pathless `_layout` segments. */
export function routeUrl(id: string): string {
  const segments = id.split('/').filter((s) => s && s !== 'route' && !s.startsWith('_') && !/^\{-\$\w+\}$/.test(s));
  return `/${segments.join('/')}`;
}

/** Routes a user can land on: nodes that are no other node's parent and not pathless layouts. */
export function pageRoutes(nodes: RouteNode[]): RouteNode[] {
  const parents = new Set(nodes.map((n) => n.parent).filter(Boolean));
  const isPathlessLayout = (id: string) => (id.split('/').filter(Boolean).pop() ?? '').startsWith('_');
  return nodes.filter((n) => n.parent !== null && !parents.has(n.name) && !isPathlessLayout(n.id));
}

/** The full route id of a route, from the ids along its chain (`/{-$lang}` + `/_guest` + `/login`). */
export function fullRouteId(chain: RouteNode[]): string {
  return chain
    .filter((n) => n.parent !== null)
    .map((n) => n.id)
    .join('')
    .replace(/\/{2,}/g, '/');
}

/** The route and its ancestors up to the root, root first. */
export function routeChain(nodes: RouteNode[], node: RouteNode): RouteNode[] {
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const chain: RouteNode[] = [];
  for (
    let current: RouteNode | undefined = node;
    current;
    current = current.parent ? byName.get(current.parent) : undefined
  ) {
    chain.unshift(current);
    if (chain.length > nodes.length) break;
  }
  return chain;
}

/** A page of the route tree and the files it loads before it renders. */
export interface PageClosure {
  url: string;
  files: { js: string[]; css: string[] };
}

/**
 * Every page of the route tree with what it loads before it renders: the static closure of
 * `base` (the entry, by default) and of its route chain's chunks, plus what `extra` adds for
 * each route file of the chain (the bundle bench: the catalogs its loader reads).
 */
export function pageClosures(
  manifest: Manifest,
  nodes: RouteNode[],
  { base = [entryKey(manifest)], extra = () => [] }: { base?: string[]; extra?: (file: string) => string[] } = {},
): PageClosure[] {
  return pageRoutes(nodes).map((node) => {
    const chain = routeChain(nodes, node);
    const own = chain.flatMap((n) => [...chunksOfRouteFile(manifest, n.file), ...extra(n.file)]);
    return { url: routeUrl(fullRouteId(chain)), files: filesOf(manifest, staticClosure(manifest, [...base, ...own])) };
  });
}
