import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { WCAG_21_AA } from '../../../.storybook/a11y';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page under test. */
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** The impacts that fail the pass (minor and moderate ones are reported by axe but not gated). */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Each failing element with axe's explanation of it (e.g. the measured contrast ratio). */
  nodes: { target: string; summary: string }[];
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * Waits for the page's finite animations (a dialog's fade and zoom) to end: axe measures colours
 * as painted, so a half-faded dialog would read as low contrast. Endless ones (spinners) are left.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core in the page (injected once per document) with the WCAG 2.1 A/AA rules, on the
 * whole document or only inside `within` (an open dialog), and returns the serious and critical
 * violations.
 */
export async function axeViolations(page: Page, within?: Locator): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  await animationsSettled(page);
  const selector = within ? await selectorOf(within) : null;
  const result = await page.evaluate(
    async ({ tags, selector }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
      // Nothing is excluded: the logo's word mark passes contrast too (issue 25), though WCAG
      // 1.4.3 would exempt a logotype.
      return axe.run(
        { include: [selector ?? 'html'] },
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        },
      );
    },
    { tags: WCAG_21_AA, selector },
  );
  return (result as AxeResult).violations
    .filter((v) => v.impact !== null && BLOCKING.has(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact as string,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' '),
      })),
    }));
}

/** A CSS selector for a located element: its id, given one if it has none. */
async function selectorOf(locator: Locator): Promise<string> {
  const id = await locator.evaluate((el) => {
    if (!el.id) el.id = `axe-scope-${Math.random().toString(36).slice(2)}`;
    return el.id;
  });
  return `[id="${id}"]`;
}

/** One block per violation, each failing element on its own line, for a failure message a reader can act on. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) =>
    [`${where}: [${f.impact}] ${f.rule} — ${f.help}`, ...f.nodes.map((n) => `    ${n.target}: ${n.summary}`)].join(
      '\n',
    ),
  );
}
