import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../../server/app';
import { type AppConfig, loadConfig } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { openDatabase } from '../../../server/db/client';

const root = path.resolve(import.meta.dirname, '../../..');
export const DIST_DIR = path.join(root, 'dist');

/** Chromium flags known to work here (STACK.md), fake camera and microphone included. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
];

export interface E2E {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  app: FastifyInstance;
  /** The server's context: db, signer, now()… for seeding data. */
  ctx: AppContext;
  browser: Browser;
  /**
   * A fresh browser context (own cookies and storage) with one page on `baseUrl`; `errors`
   * collects the page's uncaught exceptions.
   */
  newPage(options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

/**
 * The built app served by the real server (in-memory PGlite, port chosen by the OS) and a
 * headless Debian Chromium. Needs `npm run build` first (`npm test` builds before the E2E step).
 * The server listens on 127.0.0.1 unless `overrides.host` names another address (the
 * network-fault tests give the host's veth address, which a browser in a network namespace
 * reaches); plain http there is then declared a secure origin to Chromium, as getUserMedia
 * needs one.
 */
export async function startE2E(overrides: Partial<AppConfig> = {}): Promise<E2E> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` before the end-to-end tests.`);
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium is missing at ${executablePath}: apt-get install -y chromium`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petchat-e2e-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { distDir: DIST_DIR, dataDir, jwtSecret: 'e2e-secret', logLevel: 'silent', port: 0, ...overrides },
  );
  const { app, ctx } = await buildApp({ config, database, logger: false });
  const host = overrides.host ?? '127.0.0.1';
  await app.listen({ port: 0, host });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The server did not report its port');
  const baseUrl = `http://${host}:${address.port}`;
  const args =
    host === '127.0.0.1' ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, `--unsafely-treat-insecure-origin-as-secure=${baseUrl}`];
  const browser = await chromium.launch({ executablePath, headless: true, args });
  const contexts = new Set<BrowserContext>();

  return {
    baseUrl,
    app,
    ctx,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', ...options });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, context, errors };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie of the page's context, or undefined. */
export async function cookieOf(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}
