import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationActionKind } from '../../../contract/safety';
import { renderTranslated } from '../../../tests/unit/support/render';
import { SAMPLE_MODERATION_REPORT } from '../popups/popup-samples';
import { ModerationActionDialog } from './ModerationActionDialog';

afterEach(cleanup);

async function open(action: ModerationActionKind, language: 'en' | 'ua' = 'en') {
  const onConfirm = vi.fn();
  await renderTranslated(
    <ModerationActionDialog
      pending={{ report: SAMPLE_MODERATION_REPORT, action }}
      busy={false}
      error={null}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
    language,
  );
  return { onConfirm, dialog: screen.getByRole('dialog') };
}

const alertsIn = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('ModerationActionDialog (the contract schema checks the form)', () => {
  it('asks for the reason of a warning before it is sent, and sends the note trimmed', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = await open('warn');
    await user.click(within(dialog).getByRole('button', { name: 'Warn' }));
    await waitFor(() => expect(alertsIn(dialog)).toEqual(['Please give the reason']));
    const note = within(dialog).getByLabelText('Note (the user sees it for a warning, suspension or ban)');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(note, '  Camera on a wall, no pet  ');
    // Fixed as it is typed.
    expect(alertsIn(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Warn' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Camera on a wall, no pet', null));
  });

  it('lets a dismissal go without a note', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = await open('dismiss');
    expect(within(dialog).queryByLabelText('Suspended until')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('', null));
  });

  it('sends the end of a suspension as the start of that day, and refuses an empty one', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = await open('suspend');
    const until = within(dialog).getByLabelText('Suspended until') as HTMLInputElement;
    // Tomorrow by default.
    expect(until.value).toBe(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await user.clear(until);
    await user.type(within(dialog).getByRole('textbox'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(alertsIn(dialog)).toEqual(['Please choose when the suspension ends']));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(until, '2999-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Spam', new Date('2999-01-31T00:00:00').toISOString()));
  });

  it('refuses a suspension that ends today or earlier, in Ukrainian', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = await open('suspend', 'ua');
    const until = within(dialog).getByLabelText('Призупинено до') as HTMLInputElement;
    await user.clear(until);
    await user.type(until, '2020-01-01');
    await user.type(within(dialog).getByRole('textbox'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Призупинити' }));
    await waitFor(() => expect(alertsIn(dialog)).toEqual(['Блокування має закінчуватися в майбутньому']));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
