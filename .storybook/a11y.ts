/**
 * The accessibility standard of every check: axe-core's WCAG 2.1 A and AA rules. Storybook's
 * panel (preview.tsx), the story tests (tests/stories/support/axe.ts) and the E2E pass
 * (tests/e2e/support/axe.ts) use the same tags.
 */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
