import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagesFile } from '../../../scripts/vite-page-preloads';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue 16 "first load" and issue 14 "documents": each page's document preloads the chunks that
 * page needs (with its language's catalog), and a path that is no page answers 404.
 */

const template =
  '<!doctype html><html lang="en"><head><title>PetChat</title>\n  </head><body><div id="root"></div></body></html>';
const pages: PagesFile = {
  pages: [
    { url: '/', scripts: ['assets/chat-1.js'], styles: ['assets/chat-1.css'] },
    { url: '/login', scripts: ['assets/login-1.js', 'assets/forms-1.js'], styles: [] },
  ],
  catalogs: { en: 'assets/messages-en.js', ua: 'assets/messages-ua.js' },
  fonts: { en: 'assets/nunito-latin-400-normal-1.woff2', ua: 'assets/nunito-cyrillic-400-normal-1.woff2' },
};
const fontPreloads = (html: string) =>
  [...html.matchAll(/rel="preload" as="font" [^>]*href="([^"]+)"/g)].map((m) => m[1]);

const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const stylesheets = (html: string) =>
  [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('page documents', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-dist-'));
    await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), template);
    await fs.writeFile(path.join(dist, '.vite', 'pages.json'), JSON.stringify(pages));
    server = await startTestServer({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("lists the page's chunks and the English catalog in the document of an English page", async () => {
    const res = await fetch(`${server.url}/login?next=%2Ffriends`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(preloads(html)).toEqual(['/assets/login-1.js', '/assets/forms-1.js', '/assets/messages-en.js']);
    expect(fontPreloads(html)).toEqual(['/assets/nunito-latin-400-normal-1.woff2']);
    expect(html).toContain('<title>PetChat</title>');
  });

  it('takes the Ukrainian catalog under /ua, and the page’s styles', async () => {
    const html = await (await fetch(`${server.url}/ua`)).text();
    expect(preloads(html)).toEqual(['/assets/chat-1.js', '/assets/messages-ua.js']);
    expect(fontPreloads(html)).toEqual(['/assets/nunito-cyrillic-400-normal-1.woff2']);
    expect(stylesheets(html)).toEqual(['/assets/chat-1.css']);
    const trailing = await fetch(`${server.url}/ua/login/`);
    expect(trailing.status).toBe(200);
    expect(preloads(await trailing.text())).toContain('/assets/messages-ua.js');
  });

  it('answers 404 with the plain document for a path that is no page, in both languages', async () => {
    for (const url of ['/no-such-page', '/ua/no-such-page', '/login/extra']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(template);
    }
    const head = await fetch(`${server.url}/no-such-page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });
});
