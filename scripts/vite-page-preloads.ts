import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  chunkOfSource,
  entryKey,
  filesOf,
  type Manifest,
  pageClosures,
  parseRouteTree,
  staticClosure,
} from './bundle-manifest.ts';

/** One page of the app: its URL (English, no `/ua`) and what it loads before it can render. */
export interface PagePreload {
  url: string;
  /** JS files beyond the entry's own closure (route chunks and what they import). */
  scripts: string[];
  /** CSS files beyond the entry's. */
  styles: string[];
}

/** What the server reads (server/http/page-documents.ts): the pages and each language's catalog and font. */
export interface PagesFile {
  pages: PagePreload[];
  catalogs: Record<'en' | 'ua', string | null>;
  /** The body text's font file of each language (Nunito 400, its latin or cyrillic subset), preloaded. */
  fonts?: Record<'en' | 'ua', string | null>;
}

/** The regular-weight subset a language's text is drawn in (src/styles/fonts.css). */
const BODY_FONT: Record<'en' | 'ua', RegExp> = {
  en: /^nunito-latin-400-normal-[\w-]+\.woff2$/,
  ua: /^nunito-cyrillic-400-normal-[\w-]+\.woff2$/,
};

/** The built font file of each language, found by name among the emitted assets. */
export function bodyFonts(assetNames: string[]): Record<'en' | 'ua', string | null> {
  const find = (language: 'en' | 'ua') => {
    const name = assetNames.find((file) => BODY_FONT[language].test(path.basename(file)));
    return name ? `assets/${path.basename(name)}` : null;
  };
  return { en: find('en'), ua: find('ua') };
}

export const PAGES_FILE = path.join('.vite', 'pages.json');

/**
 * The pages of the route tree with the chunks each loads before it renders, from Vite's build
 * manifest and TanStack Router's generated tree. The server lists them in each page's document as
 * `modulepreload` / `stylesheet` links, so the browser fetches them beside the entry instead of
 * after it has run (one round trip less on a slow network), and answers 404 for paths that are no
 * page.
 */
export function pagePreloads(manifest: Manifest, routeTreeSource: string): PagesFile {
  const nodes = parseRouteTree(routeTreeSource);
  const entry = entryKey(manifest);
  const base = filesOf(manifest, staticClosure(manifest, [entry]));
  const catalogFile = (language: 'en' | 'ua') => {
    const key = chunkOfSource(manifest, `src/locales/${language}/messages.po`);
    return key ? manifest[key].file : null;
  };
  const pages = pageClosures(manifest, nodes).map(({ url, files }) => ({
    url,
    scripts: files.js.filter((f) => !base.js.includes(f)),
    styles: files.css.filter((f) => !base.css.includes(f)),
  }));
  pages.sort((a, b) => a.url.localeCompare(b.url));
  return { pages, catalogs: { en: catalogFile('en'), ua: catalogFile('ua') } };
}

/** Vite plugin: writes dist/.vite/pages.json once the manifest is written. */
export function pagePreloadsPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'petchat-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      const treeFile = path.join(root, 'src', 'routeTree.gen.ts');
      if (!existsSync(manifestFile) || !existsSync(treeFile)) return;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      const pages = pagePreloads(manifest, readFileSync(treeFile, 'utf8'));
      const assets = existsSync(path.join(outDir, 'assets')) ? readdirSync(path.join(outDir, 'assets')) : [];
      const file = { ...pages, fonts: bodyFonts(assets) };
      writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify(file, null, 2)}\n`);
    },
  };
}
