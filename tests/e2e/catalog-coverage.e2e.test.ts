import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkOfSource, filesOf, type Manifest, pageClosures, parseRouteTree } from '../../scripts/bundle-manifest';
import { DIST_DIR } from './support/e2e';

/**
 * The texts are split into catalogs (lingui.config.ts) that pages load on demand; a page that
 * shows a text of a catalog it never loads shows the bare message id in production (the eighth
 * session found the safety refusals missing for verified users). This reads the built app: every
 * Lingui id in the script a page loads must be in the catalogs that page's user has.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
const nodes = parseRouteTree(readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8'));

type Catalog = 'messages' | 'guest' | 'signed-in' | 'legal';
const CATALOG_SOURCES: Record<Catalog, string> = {
  messages: 'src/locales/en/messages.po',
  guest: 'src/locales/en/guest.po',
  'signed-in': 'src/locales/en/signed-in.po',
  legal: 'src/features/legal/locales/en/legal.po',
};

/** A built catalog's ids: its chunk is a module of its own that exports `messages`. */
async function catalogIds(catalog: Catalog): Promise<Set<string>> {
  const key = chunkOfSource(manifest, CATALOG_SOURCES[catalog]);
  if (!key) throw new Error(`no chunk for ${CATALOG_SOURCES[catalog]}`);
  const [file] = filesOf(manifest, [key]).js;
  const { messages } = (await import(pathToFileURL(path.join(DIST_DIR, file)).href)) as { messages: object };
  return new Set(Object.keys(messages));
}

const CATALOG_IDS = Object.fromEntries(
  await Promise.all(
    (Object.keys(CATALOG_SOURCES) as Catalog[]).map(async (catalog) => [catalog, await catalogIds(catalog)] as const),
  ),
) as Record<Catalog, Set<string>>;
const ALL_IDS = new Set(Object.values(CATALOG_IDS).flatMap((ids) => [...ids]));

/** What each page's user has loaded (src/i18n/*-messages.ts, the routes' loaders, routing/guards.ts). */
function catalogsOf(url: string): Catalog[] {
  if (['/signup', '/forgot-password', '/password-reset', '/appeal'].includes(url)) return ['messages', 'guest'];
  if (['/offerta', '/privacy-policy', '/rules-of-use', '/terms-and-conditions'].includes(url))
    return ['messages', 'legal'];
  // An unverified user sees the verification screen on every signed-in page, with the guest
  // catalog (routing/guards.ts requireUser).
  if (url === '/verify') return ['messages', 'guest'];
  // The other pages of the guest shell: the main catalog only.
  if (['/login', '/privacy', '/terms'].includes(url)) return ['messages'];
  // A verified user: the signed-in texts, which bring the guest catalog (signed-in-messages.ts).
  return ['messages', 'guest', 'signed-in'];
}

/** Lingui's compiled descriptors and <Trans> props: `{id:`…`` with an id of some catalog. */
function idsIn(files: string[]): Set<string> {
  const ids = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(path.join(DIST_DIR, file), 'utf8').matchAll(/\{id:`([^`]+)`/g))
      if (ALL_IDS.has(match[1])) ids.add(match[1]);
  return ids;
}

const pages = pageClosures(manifest, nodes).map(({ url, files }) => ({ url, files: files.js }));

describe('every text a page shows is in a catalog its user has loaded', () => {
  it('finds the pages and their texts', () => {
    expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining(['/login', '/signup', '/verify', '/', '/profile']));
    expect(idsIn(pages.find((p) => p.url === '/login')!.files).size).toBeGreaterThan(20);
  });

  it.each(pages.map((page) => [page.url, page.files] as const))('%s', (url, files) => {
    const loaded = catalogsOf(url).map((catalog) => CATALOG_IDS[catalog]);
    const missing = [...idsIn(files)].filter((id) => !loaded.some((ids) => ids.has(id)));
    expect(missing).toEqual([]);
  });
});
