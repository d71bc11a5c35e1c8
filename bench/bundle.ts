import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  chunkOfSource,
  entryKey,
  filesOf,
  type Manifest,
  pageClosures,
  parseRouteTree,
  staticClosure,
} from '../scripts/bundle-manifest';
import { bundleShares } from './bundle-shares';
import { atMost, record } from './results';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const KB = 1024;
const firstGuestPage = '/login';
const budgetKb = 150;
const goalKb = 125;
/** Heavy realtime libraries that only the call screens may load. */
const callOnlyPackages = ['peerjs', 'ably'];
/** Libraries whose place is reported per route (DOMPurify belongs to the legal pages only). */
const trackedPackages = [...callOnlyPackages, 'dompurify'];
/** Catalogs a route's loader reads before its page renders (English), by route file. */
const routeCatalogs: Record<string, string> = {
  'src/routes/{-$lang}/_legal/route': 'src/features/legal/locales/en/legal.po',
  // Signed-in pages wait for the signed-in code and texts (src/routing/guards.ts requireUser).
  'src/routes/{-$lang}/_app/route': 'src/locales/en/signed-in.po',
  // The other guest pages read theirs (src/i18n/guest-messages.ts), so /login carries none of it.
  ...Object.fromEntries(
    ['signup', 'forgot-password', 'password-reset', 'appeal'].map((page) => [
      `src/routes/{-$lang}/_guest/${page}`,
      'src/locales/en/guest.po',
    ]),
  ),
};

interface Size {
  raw: number;
  gzip: number;
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizeCache.get(file);
  if (!size) {
    const buf = readFileSync(path.join(dist, file));
    size = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

function brotliOf(file: string): number {
  return brotliCompressSync(readFileSync(path.join(dist, file))).length;
}

function total(files: string[]): Size {
  return files.reduce(
    (acc, f) => {
      const s = sizeOf(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Builds the app (with a manifest) when there is no build to measure, or when asked (`npm run bench -- --build`). */
function ensureBuild(): void {
  const forced = process.argv.includes('--build');
  if (existsSync(manifestFile) && !forced) return;
  console.log(
    forced
      ? 'Building (--build)…'
      : existsSync(dist)
        ? 'dist/ has no build manifest: rebuilding with --manifest…'
        : 'dist/ is missing: building…',
  );
  const res = spawnSync('npx', ['vite', 'build', '--manifest'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (res.status !== 0 || !existsSync(manifestFile)) throw new Error(`vite build failed (exit ${res.status}).`);
}

const packageCache = new Map<string, string[]>();
/** Which of `trackedPackages` are bundled into one JS file, read from its source map. */
function bundledPackages(file: string): string[] {
  let names = packageCache.get(file);
  if (!names) {
    const mapFile = path.join(dist, `${file}.map`);
    const sources: string[] = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) : [];
    // Without a source map, fall back to the packages' own marker strings in the code.
    const code = sources.length === 0 ? readFileSync(path.join(dist, file), 'utf8') : '';
    const markers: Record<string, string> = { peerjs: 'PeerJS', ably: 'ably-js', dompurify: 'DOMPurify' };
    names = trackedPackages.filter(
      (name) =>
        sources.some((s) => s.includes(`node_modules/${name}/`)) ||
        (code !== '' && code.includes(markers[name] ?? `node_modules/${name}/`)),
    );
    packageCache.set(file, names);
  }
  return names;
}

/** Package name → the files among `files` that bundle it. */
function packagesIn(files: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files)
    for (const name of bundledPackages(file)) found.set(name, [...(found.get(name) ?? []), file]);
  return found;
}

/** Manifest keys of the catalogs a route file's loader reads (routeCatalogs). */
function catalogChunksOf(manifest: Manifest, file: string): string[] {
  const key = routeCatalogs[file] ? chunkOfSource(manifest, routeCatalogs[file]) : undefined;
  return key ? [key] : [];
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** Per route: the JS and CSS loaded before the page renders, raw and gzip; the first-page budget. */
export async function benchBundle(): Promise<void> {
  ensureBuild();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const treeFile = path.join(root, 'src', 'routeTree.gen.ts');
  const nodes = existsSync(treeFile) ? parseRouteTree(readFileSync(treeFile, 'utf8')) : [];
  const entry = entryKey(manifest);
  const catalog = chunkOfSource(manifest, 'src/locales/en/messages.po');
  const base = [entry, ...(catalog ? [catalog] : [])];

  console.log(
    '\n== Bundle: what each route loads first (entry + en catalog + the route’s lazy chunks and loader catalogs; 1 KB = 1024 B, gzip -9) ==',
  );
  const shared = filesOf(manifest, staticClosure(manifest, base));
  const rows: { url: string; js: Size; css: Size; files: number; jsFiles: string[] }[] = [];
  for (const { url, files } of pageClosures(manifest, nodes, {
    base,
    extra: (file) => catalogChunksOf(manifest, file),
  })) {
    rows.push({
      url,
      js: total(files.js),
      css: total(files.css),
      files: files.js.length + files.css.length,
      jsFiles: files.js,
    });
  }
  rows.sort((a, b) => a.url.localeCompare(b.url));

  const header = `${pad('route', 26)}${pad('JS raw', 11, true)}${pad('JS gzip', 11, true)}${pad('CSS raw', 11, true)}${pad('CSS gzip', 11, true)}${pad('files', 7, true)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  const line = (label: string, js: Size, css: Size, files: number) =>
    console.log(
      `${pad(label, 26)}${pad(kb(js.raw), 11, true)}${pad(kb(js.gzip), 11, true)}${pad(kb(css.raw), 11, true)}${pad(kb(css.gzip), 11, true)}${pad(String(files), 7, true)}`,
    );
  line('(shared: entry + catalog)', total(shared.js), total(shared.css), shared.js.length + shared.css.length);
  for (const row of rows) line(row.url, row.js, row.css, row.files);
  if (rows.length === 0) console.log('(no routes found in src/routeTree.gen.ts)');

  const first = rows.find((r) => r.url === firstGuestPage);
  const firstJs = first?.jsFiles ?? shared.js;
  const gz = total(firstJs).gzip / KB;
  const verdict = gz > budgetKb ? 'OVER' : gz > goalKb ? 'OK (above goal)' : 'OK';
  console.log(
    `\nfirst guest page (${firstGuestPage}): ${gz.toFixed(1)} KB gzip JS — budget ${budgetKb} KB, goal ${goalKb} KB — ${verdict}`,
  );
  if (!first) console.log(`(route ${firstGuestPage} not found: measured the shared entry only)`);
  record({ bench: 'bundle', name: `${firstGuestPage}: JS gzip -9 (files)`, value: gz, unit: 'KB', goal: atMost(125) });
  record({
    bench: 'bundle',
    name: `${firstGuestPage}: JS brotli (files)`,
    value: firstJs.reduce((sum, f) => sum + brotliOf(f), 0) / KB,
    unit: 'KB',
    goal: atMost(110),
  });

  // Where the first page's bytes come from: the libraries the design card fixes (React, the
  // router, XState, Lingui, valibot, conform, ofetch) against the app's own code.
  const shares = bundleShares(dist, firstJs);
  const largest = [...shares.packages]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
  console.log(
    `${firstGuestPage} JS by origin (brotli, each side compressed alone): libraries ${kb(shares.libraries)}, app ${kb(shares.app)}
  largest libraries: ${largest}`,
  );
  record({
    bench: 'bundle',
    name: `${firstGuestPage}: libraries' JS (brotli)`,
    value: shares.libraries / KB,
    unit: 'KB',
  });
  // Issue 30: the app's own code (its catalog included) ≤ 19 KB brotli on the first page.
  record({
    bench: 'bundle',
    name: `${firstGuestPage}: app's own JS (brotli)`,
    value: shares.app / KB,
    unit: 'KB',
    goal: atMost(19),
  });

  if (catalog) {
    const size = total(filesOf(manifest, [catalog]).js);
    console.log(`en catalog (part of every first load): ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`);
  }
  for (const source of new Set(Object.values(routeCatalogs))) {
    const readers = Object.keys(routeCatalogs).filter((file) => routeCatalogs[file] === source);
    const key = chunkOfSource(manifest, source);
    const size = key ? total(filesOf(manifest, [key]).js) : null;
    console.log(
      size
        ? `${source} (read by ${readers.join(', ')} only): ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`
        : `${source}: not in the build`,
    );
  }

  const heavy = packagesIn(firstJs);
  for (const name of callOnlyPackages) {
    const where = heavy.get(name);
    console.log(
      where
        ? `${name}: IN the first-page closure (${where.join(', ')}) — it should load only with the call screens`
        : `${name}: not in the first-page closure — OK`,
    );
  }
  for (const name of trackedPackages) {
    const loaders = rows.filter((r) => packagesIn(r.jsFiles).has(name)).map((r) => r.url);
    console.log(`${name} loaded up front by: ${loaders.length > 0 ? loaders.join(', ') : 'no route'}`);
  }
}
