import { screen, within } from '@testing-library/react';

/**
 * What the page announces, as text: errors (`role="alert"`: field errors, a form's error) and
 * polite news (`role="status"`: a success line, a loading note).
 *
 * A test asserts on these values, e.g. `expect(alerts()).toContain('Email is required')`, instead
 * of only finding the text with a `getBy…` query and calling it truthy: that cannot fail (`getBy`
 * throws first) and would also pass for the text shown somewhere that is not announced.
 */
export const alerts = (container?: HTMLElement): string[] => texts('alert', container);

/** Texts of the `role="status"` regions, as `alerts` does for errors. */
export const statuses = (container?: HTMLElement): string[] => texts('status', container);

/** Texts of the headings, each with its level: `'h2 Page not found'`. */
export const headings = (container?: HTMLElement): string[] =>
  (container ? within(container) : screen)
    .queryAllByRole('heading')
    .map((h) => `${h.tagName.toLowerCase()} ${text(h)}`);

function texts(role: 'alert' | 'status', container?: HTMLElement): string[] {
  return (container ? within(container) : screen).queryAllByRole(role).map(text);
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
