import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppealView, ClosedAccount } from '../../../contract/moderation';
import type { ModerationReport } from '../../../contract/safety';
import type { ModerationQueueView } from '../../../machines/moderation-queue/moderation-queue.selectors';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { AccountClosedNotice } from './AccountClosedNotice';
import { ModerationPage, type ModerationPageProps } from './ModerationPage';

const person = (id: number, name: string) => ({ id, name, image: null });
const report: ModerationReport = {
  id: 11,
  reporter: person(1, 'Olena'),
  target: person(2, 'Bohdan'),
  topic: 'Inappropriate behaviour',
  details: 'Not a pet',
  evidence_url: null,
  match_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'open',
  target_report_count: 1,
  target_actions: [],
  may_act: true,
};
const appeal: AppealView = {
  id: 4,
  user: person(5, 'Taras'),
  message: 'My cat did it.',
  banned_at: '2026-11-18T10:00:00.000Z',
  ban_note: 'Spam',
  status: 'open',
  created_at: '2026-11-20T12:00:00.000Z',
  may_act: true,
};
const banned: ClosedAccount = {
  user: person(5, 'Taras'),
  role: 'user',
  state: 'banned',
  until: null,
  note: 'Spam',
  may_act: true,
};
const bannedModerator: ClosedAccount = { ...banned, user: person(7, 'Max'), role: 'moderator', may_act: false };

function props(view: Partial<ModerationQueueView> = {}): ModerationPageProps {
  return {
    view: {
      tab: 'open',
      loading: false,
      failed: false,
      reports: [],
      log: [],
      appeals: [],
      accounts: [],
      pending: null,
      decision: null,
      busy: false,
      actionError: null,
      actionCode: null,
      ...view,
    },
    onShow: vi.fn(),
    onRetry: vi.fn(),
    onChoose: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onChooseLift: vi.fn(),
    onChooseAppeal: vi.fn(),
    onConfirmDecision: vi.fn(),
    onCancelDecision: vi.fn(),
  };
}

describe('ModerationPage under roles', () => {
  it('offers no action on a report outside the role, and says why', async () => {
    await renderWithRouter(
      <ModerationPage
        {...props({ reports: [report, { ...report, id: 12, target: person(7, 'Max'), may_act: false }] })}
      />,
    );
    const [mine, outside] = screen.getAllByTestId('moderation-report');
    expect(
      within(mine)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Warn', 'Suspend', 'Ban']);
    expect(within(outside).queryAllByRole('button')).toEqual([]);
    expect(within(outside).getByTestId('moderation-outside-role').textContent).toBe(
      'Outside your role: another moderator or an admin decides this.',
    );
  });

  it('lists closed accounts with lift only where the role allows', async () => {
    const user = userEvent.setup();
    const p = props({ tab: 'accounts', accounts: [banned, bannedModerator] });
    await renderWithRouter(<ModerationPage {...p} />);
    const [taras, max] = screen.getAllByTestId('moderation-account');
    await user.click(within(taras).getByRole('button', { name: 'Lift — Taras' }));
    expect(p.onChooseLift).toHaveBeenCalledWith(5);
    expect(within(max).queryByRole('button')).toBeNull();
    expect(within(max).getByText(/Max/).textContent).toBe('Max (#7) · moderator');
  });

  it('shows an appeal with lift and keep', async () => {
    const user = userEvent.setup();
    const p = props({ tab: 'appeals', appeals: [appeal] });
    await renderWithRouter(<ModerationPage {...p} />);
    const card = screen.getByTestId('moderation-appeal');
    expect(within(card).getByText('My cat did it.').tagName).toBe('DD');
    await user.click(within(card).getByRole('button', { name: 'Keep the ban of Taras' }));
    expect(p.onChooseAppeal).toHaveBeenCalledWith(4, 'keep');
  });

  it('a decision needs a reason (contract schema) before it is sent', async () => {
    const user = userEvent.setup();
    const p = props({ tab: 'accounts', accounts: [banned], decision: { kind: 'lift', account: banned } });
    await renderWithRouter(<ModerationPage {...p} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(alerts()).toContain('Please give the reason'));
    expect(p.onConfirmDecision).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason (required, kept in the log)'), 'Apologised');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(p.onConfirmDecision).toHaveBeenCalledWith('Apologised'));
  });

  it('shows a refusal by its code, in Ukrainian, not the server’s English text', async () => {
    await renderWithRouter(
      <ModerationPage
        {...props({
          tab: 'accounts',
          accounts: [bannedModerator],
          decision: { kind: 'lift', account: bannedModerator },
          actionError: 'Some English text the server chose',
          actionCode: 'outside_role',
        })}
      />,
      { path: '/ua/moderation', language: 'ua' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/поза вашою роллю/).textContent).toBe(
      'Цей акаунт поза вашою роллю: щодо модератора діє лише адміністратор, а щодо адміністратора — ніхто.',
    );
  });
});

describe('AccountClosedNotice', () => {
  it('a ban links to the appeal page with the token in the fragment; a suspension does not', async () => {
    const { unmount } = await renderWithRouter(
      <AccountClosedNotice closed={{ reason: 'banned', until: null, note: 'Spam', appealToken: 'a.b' }} />,
    );
    expect(screen.getByTestId('appeal-link').getAttribute('href')).toBe('/appeal#token=a.b');
    unmount();
    await renderWithRouter(
      <AccountClosedNotice closed={{ reason: 'suspended', until: '2026-12-01T10:00:00.000Z', note: '' }} />,
    );
    expect(screen.queryByTestId('appeal-link')).toBeNull();
  });
});
