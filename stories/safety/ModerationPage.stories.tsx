import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import type { AppealView, ClosedAccount } from '../../contract/moderation';
import type { ModerationLogEntry, ModerationReport } from '../../contract/safety';
import type { ModerationQueueView } from '../../machines/moderation-queue/moderation-queue.selectors';
import { ModerationPage } from '../../src/features/safety/ModerationPage';

const FRAME =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#4a3b5c"/><circle cx="160" cy="90" r="50" fill="#f2c94c"/></svg>',
  );
const person = (id: number, name: string) => ({ id, name, image: null });
const report: ModerationReport = {
  id: 11,
  reporter: person(1, 'Olena'),
  target: person(2, 'Bohdan'),
  topic: 'Inappropriate behaviour',
  details: 'Showed something else than a pet',
  evidence_url: FRAME,
  match_id: '2f1c6a52-7a49-4c1e-9d0a-5b1f7e0c9a11',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'open',
  target_report_count: 3,
  target_actions: [{ action: 'warn', note: 'Pets only, please', until: null, created_at: '2026-11-12T09:00:00.000Z' }],
  may_act: true,
};
const log: ModerationLogEntry[] = [
  {
    id: 1,
    moderator: person(9, 'Moderator Mia'),
    action: 'suspend',
    target: person(2, 'Bohdan'),
    report_id: 10,
    appeal_id: null,
    note: 'Rude to other members',
    until: '2026-12-01T10:00:00.000Z',
    created_at: '2026-11-19T10:00:00.000Z',
  },
  {
    id: 2,
    moderator: person(8, 'Admin Ann'),
    action: 'lift',
    target: person(2, 'Bohdan'),
    report_id: null,
    appeal_id: 4,
    note: 'Apologised; first time',
    until: null,
    created_at: '2026-11-21T10:00:00.000Z',
  },
];
const appeal: AppealView = {
  id: 4,
  user: person(5, 'Taras'),
  message: 'My cat walked over the keyboard. I am sorry and it will not happen again.',
  banned_at: '2026-11-18T10:00:00.000Z',
  ban_note: 'Spam links in every call',
  status: 'open',
  created_at: '2026-11-20T12:00:00.000Z',
  may_act: true,
};
const accounts: ClosedAccount[] = [
  { user: person(5, 'Taras'), role: 'user', state: 'banned', until: null, note: 'Spam links', may_act: true },
  {
    user: person(6, 'Iryna'),
    role: 'user',
    state: 'suspended',
    until: '2026-12-01T10:00:00.000Z',
    note: 'Rude',
    may_act: true,
  },
  { user: person(7, 'Moderator Max'), role: 'moderator', state: 'banned', until: null, note: '', may_act: false },
];
const view = (fields: Partial<ModerationQueueView> = {}): ModerationQueueView => ({
  tab: 'open',
  loading: false,
  failed: false,
  reports: [report, { ...report, id: 12, evidence_url: null, topic: 'Spam or advertising', target_actions: [] }],
  log: [],
  appeals: [],
  accounts: [],
  pending: null,
  decision: null,
  busy: false,
  actionError: null,
  actionCode: null,
  ...fields,
});

/** /moderation for moderators: the queues with evidence, the action popup, the log. */
const meta = {
  title: 'Safety/Moderation page',
  component: ModerationPage,
  args: {
    view: view(),
    onShow: fn(),
    onRetry: fn(),
    onChoose: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onChooseLift: fn(),
    onChooseAppeal: fn(),
    onConfirmDecision: fn(),
    onCancelDecision: fn(),
  },
} satisfies Meta<typeof ModerationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenQueue: Story = {};
export const OpenQueueLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };
export const Loading: Story = { args: { view: view({ loading: true }) } };
export const LoadFailed: Story = { args: { view: view({ failed: true }) } };
export const Empty: Story = { args: { view: view({ reports: [] }) } };
export const ClosedQueue: Story = {
  args: { view: view({ tab: 'closed', reports: [{ ...report, status: 'closed' }] }) },
};
export const Log: Story = { args: { view: view({ tab: 'log', log }) } };
export const SuspendPopup: Story = { args: { view: view({ pending: { report, action: 'suspend' } }) } };
export const BanPopupUkrainian: Story = {
  args: { view: view({ pending: { report, action: 'ban' } }) },
  globals: inLanguage('ua'),
};
export const ActionRefused: Story = {
  args: {
    view: view({ pending: { report, action: 'suspend' }, actionError: 'The suspension must end in the future' }),
  },
};
export const Acting: Story = { args: { view: view({ pending: { report, action: 'warn' }, busy: true }) } };
export const OutsideRole: Story = {
  args: { view: view({ reports: [{ ...report, target: person(7, 'Moderator Max'), may_act: false }] }) },
};
export const Appeals: Story = {
  args: { view: view({ tab: 'appeals', appeals: [appeal, { ...appeal, id: 5, may_act: false }] }) },
};
export const AppealsUkrainian: Story = {
  args: { view: view({ tab: 'appeals', appeals: [appeal] }) },
  globals: inLanguage('ua'),
};
export const ClosedAccounts: Story = { args: { view: view({ tab: 'accounts', accounts }) } };
export const LiftPopup: Story = {
  args: { view: view({ tab: 'accounts', accounts, decision: { kind: 'lift', account: accounts[0] } }) },
};
export const KeepBanPopupUkrainian: Story = {
  args: { view: view({ tab: 'appeals', appeals: [appeal], decision: { kind: 'appeal', appeal, decision: 'keep' } }) },
  globals: inLanguage('ua'),
};
export const LiftRefusedOutsideRole: Story = {
  args: {
    view: view({
      tab: 'accounts',
      accounts,
      decision: { kind: 'lift', account: accounts[2] },
      actionError: 'This account is outside your role',
      actionCode: 'outside_role',
    }),
  },
};
export const LogWithLift: Story = { args: { view: view({ tab: 'log', log }) } };
