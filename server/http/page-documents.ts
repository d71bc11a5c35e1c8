import fs from 'node:fs';
import path from 'node:path';
import type { PagesFile } from '../../scripts/vite-page-preloads';
import { INTL_LOCALE } from '../../src/i18n/locales';

const UA_PREFIX = '/ua';

export interface PageDocuments {
  /** The document for a path: the page's own (preloads) or, for a path that is no page, the plain one with 404. */
  documentFor(pathname: string): { status: 200 | 404; html: string };
}

/** `/login/` → `/login`; `/ua/` → `/ua`; the root stays `/`. */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * `<html lang>` of the page's language (`uk` for /ua pages) from the first byte: screen readers
 * and hyphenation need it before the app starts, which then keeps it (and `dir`) in step.
 */
function withLanguage(template: string, language: 'en' | 'ua'): string {
  return template.replace(/<html lang="[^"]*"/, `<html lang="${INTL_LOCALE[language]}"`);
}

function withLinks(template: string, links: string[]): string {
  if (links.length === 0) return template;
  return template.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * The HTML documents of the SPA's pages, made once at start from `index.html` and
 * `.vite/pages.json` (written at build by scripts/vite-page-preloads.ts): each page's document
 * lists the chunks and the language's catalog that page loads before it renders, so the browser
 * fetches them beside the entry. A path that is no page gets the plain document with status 404
 * (the SPA shows its not-found page; crawlers and monitors see the 404). Without pages.json (a
 * build without manifest) every path gets the plain document with 200, as before.
 */
export function loadPageDocuments(distDir: string): PageDocuments {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pagesFile = path.join(distDir, '.vite', 'pages.json');
  if (!fs.existsSync(pagesFile)) return { documentFor: () => ({ status: 200, html: template }) };
  const { pages, catalogs, fonts } = JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as PagesFile;
  const documents = new Map<string, string>();
  for (const language of ['en', 'ua'] as const) {
    const catalog = catalogs[language];
    // The body text's font: with font-display: swap it never blocks, preloaded it swaps in sooner.
    const font = fonts?.[language] ?? null;
    for (const page of pages) {
      const scripts = [...page.scripts, ...(catalog ? [catalog] : [])];
      const links = [
        ...(font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`] : []),
        ...page.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      const url = language === 'ua' ? normalise(`${UA_PREFIX}${page.url}`) : page.url;
      documents.set(url, withLinks(withLanguage(template, language), links));
    }
  }
  return {
    documentFor(pathname) {
      const html = documents.get(normalise(pathname));
      return html === undefined ? { status: 404, html: template } : { status: 200, html };
    },
  };
}
