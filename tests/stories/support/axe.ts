import axe from 'axe-core';
import { WCAG_21_AA } from '../../../.storybook/a11y';

/** The impacts that fail a story; minor and moderate ones show in Storybook's panel only. */
const BLOCKING = new Set(['serious', 'critical']);

/** The story's `parameters.a11y` (the addon's shape), so a story can tune or switch off its check. */
export interface StoryA11y {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/**
 * axe-core on the rendered story (canvas and the portals beside it: dialogs, toasts), in jsdom.
 * jsdom lays nothing out and paints nothing, so `color-contrast` cannot be computed here: it is
 * off, and contrast is checked in Chromium by tests/e2e/accessibility.e2e.test.ts. `region` is
 * off as in Storybook's addon: a component alone is not a page with landmarks.
 * Returns one readable line per serious or critical violation.
 */
export async function storyViolations(a11y: StoryA11y | undefined): Promise<string[]> {
  if (a11y?.disable || a11y?.test === 'off') return [];
  axe.reset();
  axe.configure({
    ...a11y?.config,
    rules: [{ id: 'color-contrast', enabled: false }, { id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])],
  });
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    resultTypes: ['violations'],
    ...a11y?.options,
  });
  return result.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map(
      (v) =>
        `[${v.impact}] ${v.id} — ${v.help}\n    at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}\n    ${(
          v.nodes[0]?.failureSummary ?? ''
        ).replace(/\s+/g, ' ')}`,
    );
}
