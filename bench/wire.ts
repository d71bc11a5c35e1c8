/**
 * `npm run bench` → benchWire: what a browser really downloads for the first guest page and how
 * Lighthouse (mobile, simulated slow 4G and a 4× slower CPU) scores it, against the real server
 * serving the build. Needs a build (`npm run build`); prints and records, never fails on timing.
 *
 * Bytes are Chromium's own count (`encodedDataLength` of every request: headers and the body as
 * transferred, so after compression), from a fresh profile, i.e. with an empty cache.
 * Lighthouse is the npm package driving Debian's Chromium through chrome-launcher (no download).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, startE2E } from '../tests/e2e/support/e2e';
import { atLeast, atMost, record } from './results';

const PAGE = '/login';
const KB = 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Transfer {
  url: string;
  type: string;
  encoding: string;
  bytes: number;
}

export async function benchWire(): Promise<void> {
  if (!existsSync(path.resolve(import.meta.dirname, '..', 'dist', 'index.html'))) {
    console.log('\n== Wire: skipped (no build in dist/; run `npm run build`) ==');
    return;
  }
  const e2e = await startE2E();
  try {
    const transfers = await transferredBytes(e2e, PAGE);
    const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);
    const scripts = transfers.filter((t) => t.type === 'Script');
    console.log(`\n== Wire: what Chromium transfers for ${PAGE} (empty cache, all requests; 1 KB = 1024 B) ==`);
    for (const t of transfers)
      console.log(
        `  ${(t.bytes / KB).toFixed(1).padStart(7)} KB  ${t.type.padEnd(10)} ${(t.encoding || '-').padEnd(5)} ${new URL(t.url).pathname}`,
      );
    const jsKb = sum(scripts) / KB;
    console.log(
      `  total ${(sum(transfers) / KB).toFixed(1)} KB in ${transfers.length} requests; JavaScript ${jsKb.toFixed(1)} KB`,
    );
    const unencoded = transfers.filter(
      (t) => !t.encoding && t.bytes > 2 * KB && /Script|Stylesheet|Document/.test(t.type),
    );
    if (unencoded.length > 0) console.log(`  sent without compression: ${unencoded.map((t) => t.url).join(', ')}`);
    // Issue 30: a phone downloads no more than 125 KB of script to log in.
    record({ bench: 'wire', name: `${PAGE}: JavaScript transferred`, value: jsKb, unit: 'KB', goal: atMost(125) });
    record({ bench: 'wire', name: `${PAGE}: all bytes transferred`, value: sum(transfers) / KB, unit: 'KB' });

    await lighthouseRun(`${e2e.baseUrl}${PAGE}`);
  } finally {
    await e2e.close();
  }
}

/** Every response of one page load as Chromium counted it on the wire. */
async function transferredBytes(e2e: Awaited<ReturnType<typeof startE2E>>, page: string): Promise<Transfer[]> {
  const { page: tab, context } = await e2e.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = new Map<string, Transfer>();
    cdp.on('Network.responseReceived', (event) => {
      seen.set(event.requestId, {
        url: event.response.url,
        type: event.type ?? 'Other',
        encoding: String(
          event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? '',
        ),
        bytes: 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const transfer = seen.get(event.requestId);
      if (transfer) transfer.bytes = event.encodedDataLength;
    });
    await tab.goto(page, { waitUntil: 'networkidle' });
    return [...seen.values()].filter((t) => t.url.startsWith('http'));
  } finally {
    await context.close();
  }
}

/** Lighthouse's default (mobile) run on one URL: the four category scores and the paint timings. */
async function lighthouseRun(url: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    // A run that could not load the page scores 0 with NaN timings; say why instead.
    if (lhr.runtimeError)
      console.log(`  Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const broken = Object.values(lhr.audits).filter((audit) => audit.errorMessage);
    for (const audit of broken.slice(0, 5)) console.log(`  audit ${audit.id} failed: ${audit.errorMessage}`);
    console.log(
      `\n== Lighthouse ${lhr.lighthouseVersion} (mobile, simulated throttling) on ${new URL(url).pathname} ==`,
    );
    for (const id of CATEGORIES) {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(`  ${id.padEnd(16)} ${score}`);
      record({
        bench: 'wire',
        name: `Lighthouse ${id}`,
        value: score,
        unit: 'score',
        goal: atLeast(id === 'performance' ? 95 : 100),
      });
    }
    const timings: [string, string][] = [
      ['first-contentful-paint', 'first contentful paint'],
      ['largest-contentful-paint', 'largest contentful paint'],
      ['total-blocking-time', 'total blocking time'],
      ['speed-index', 'speed index'],
    ];
    for (const [audit, label] of timings) {
      const ms = lhr.audits[audit]?.numericValue ?? Number.NaN;
      console.log(`  ${label.padEnd(26)} ${(ms / 1000).toFixed(2)} s`);
      record({ bench: 'wire', name: `Lighthouse ${label}`, value: ms, unit: 'ms' });
    }
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    console.log(`  ${'cumulative layout shift'.padEnd(26)} ${cls.toFixed(3)}`);
    for (const id of CATEGORIES.slice(1)) {
      const failing = Object.values(lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
      if (failing.length > 0) console.log(`  ${id} findings: ${failing.map((a) => a?.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
}
