import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyLanguage, storyTheme } from '../../.storybook/globals';
import preview from '../../.storybook/preview';
import { INTL_LOCALE } from '../../src/i18n/locales';
import { type StoryA11y, storyViolations } from './support/axe';

/**
 * Every story of every `*.stories.tsx` file under `stories/` (subfolders included), rendered through the real preview
 * (loaders, decorators, router, catalogs) in each theme × language, its `play` function (interaction
 * test) included: it must put something on the page, log no console error, and show axe-core no
 * serious or critical WCAG 2.1 A/AA violation (support/axe.ts). New story files are picked up by the glob.
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
/** What the test uses of a composed story (its full type depends on each file's exports). */
interface ComposedStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  globals: Record<string, unknown>;
  parameters: { a11y?: StoryA11y };
}
const files = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const combinations = [
  { theme: 'dark', lang: 'en' },
  { theme: 'dark', lang: 'ua' },
  { theme: 'light', lang: 'en' },
  { theme: 'light', lang: 'ua' },
] as const;

/** Something visible was rendered: in the canvas, or in a portal (dialogs) next to it. */
function renderedSomething(canvas: HTMLElement): boolean {
  const portals = [...document.body.children].filter((el) => el !== canvas);
  return [canvas, ...portals].some(
    (el) =>
      el.querySelector('*') !== null && (el.textContent?.trim() !== '' || el.querySelector('svg, [role]') !== null),
  );
}

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('finds story files', () => {
  expect(Object.keys(files).length).toBeGreaterThan(0);
});

for (const [path, file] of Object.entries(files)) {
  const fileName = path.split('/').pop();
  for (const globals of combinations) {
    describe(`${fileName} — ${globals.theme}, ${globals.lang}`, () => {
      const stories = Object.entries(composeStories(file, { initialGlobals: globals })) as [string, ComposedStory][];
      for (const [name, Story] of stories) {
        it(name, async () => {
          const canvas = document.createElement('div');
          document.body.appendChild(canvas);
          await Story.run({ canvasElement: canvas });
          await waitFor(() => expect(renderedSomething(canvas)).toBe(true));
          // The story's own globals (explicit variants) win over the toolbar's.
          const theme = storyTheme(Story.globals);
          const language = storyLanguage(Story.globals);
          expect(document.documentElement.dataset.theme).toBe(theme);
          expect(document.documentElement.lang).toBe(INTL_LOCALE[language]);
          expect(consoleErrors).toEqual([]);
          const violations = await storyViolations(Story.parameters.a11y);
          expect(violations, violations.join('\n')).toEqual([]);
          canvas.remove();
        });
      }
    });
  }
}
