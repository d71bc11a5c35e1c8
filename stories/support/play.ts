import type { MessageDescriptor } from '@lingui/core';
import { expect, userEvent, waitFor as waitForDefault, within } from 'storybook/test';
import { i18n } from '../../src/i18n/i18n';
import { VALIDATION_MESSAGES } from '../../src/i18n/validation-messages';

/**
 * Helpers of the stories' `play` functions (interaction tests). A story runs in both languages
 * (toolbar), so every text is looked up in the active catalog: the same descriptor the view
 * renders (`msg` with the view's exact English text has the view's id). `npm test` runs every
 * `play` through tests/stories/stories.test.tsx.
 */

/** A message in the language the story is shown in. */
export const tr = (message: MessageDescriptor): string => i18n._(message);

/** Spec §5 messages by name (contract/messages.ts), in the active language. */
export const rule = (name: keyof typeof VALIDATION_MESSAGES): string => tr(VALIDATION_MESSAGES[name]);

/** Dialogs render in a portal beside the canvas, so interactions query the whole document. */
export const page = () => within(document.body);

export const field = (label: MessageDescriptor) => page().getByLabelText(tr(label), { selector: 'input, textarea' });

export async function type(label: MessageDescriptor, text: string): Promise<void> {
  const input = field(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

export async function press(name: MessageDescriptor): Promise<void> {
  await userEvent.click(page().getByRole('button', { name: tr(name) }));
}

/** Each message is shown (under its field, or as the form's message). */
export async function expectShown(...messages: string[]): Promise<void> {
  for (const text of messages) await waitFor(() => expect(page().getAllByText(text).length).toBeGreaterThan(0));
}

/**
 * `waitFor` with room for a loaded machine: the story tests share two cores with the rest of the
 * suite, and a validation round (typing, conform's re-render) can take over the 1 s default.
 * Under vitest, tests/unit/setup.ts already gives Testing Library 10 s; in Storybook itself the
 * preview has its own copy, so the deadline is given here as well: the same 10 s.
 */
export const waitFor = <T>(check: () => T | Promise<T>) => waitForDefault(check, { timeout: 10_000 });

export { expect, userEvent };
