import { Trans, useLingui } from '@lingui/react/macro';
import type { AppealDecision, AppealView, ClosedAccount } from '../../../contract/moderation';
import type { ModerationActionKind, ModerationReport } from '../../../contract/safety';
import type { ModerationQueueView } from '../../../machines/moderation-queue/moderation-queue.selectors';
import type { ModerationTab } from '../../../machines/moderation-queue/moderation-queue.types';
import * as page from '../../layout/Page.css';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { BrakeRuleNote } from './BrakeRuleNote';
import { ModerationActionDialog } from './ModerationActionDialog';
import * as s from './ModerationPage.css';
import { useActionLabels, useRefusalText } from './moderation-labels';
import { StandingDecisionDialog } from './StandingDecisionDialog';

export interface ModerationPageProps {
  view: ModerationQueueView;
  onShow: (tab: ModerationTab) => void;
  onRetry: () => void;
  onChoose: (reportId: number, action: ModerationActionKind) => void;
  onConfirm: (note: string, until: string | null) => void;
  onCancel: () => void;
  onChooseLift: (userId: number) => void;
  onChooseAppeal: (appealId: number, decision: AppealDecision) => void;
  onConfirmDecision: (note: string) => void;
  onCancelDecision: () => void;
}

const ACTIONS: ModerationActionKind[] = ['dismiss', 'warn', 'suspend', 'ban'];

/**
 * /moderation (moderators and admins): the open and closed report queues with their evidence, the
 * appeals against bans, the suspended and banned accounts (lift), and the log.
 */
export function ModerationPage({
  view,
  onShow,
  onRetry,
  onChoose,
  onConfirm,
  onCancel,
  onChooseLift,
  onChooseAppeal,
  onConfirmDecision,
  onCancelDecision,
}: ModerationPageProps) {
  const { t, i18n } = useLingui();
  const labels = useActionLabels();
  const refusalText = useRefusalText();
  // A refusal the page knows by its code, else the server's own message (translated if known).
  const actionError = view.actionError === null ? null : (refusalText(view.actionCode) ?? view.actionError);
  const outsideRole = (
    <p className={s.noEvidence} data-testid="moderation-outside-role">
      <Trans>Outside your role: another moderator or an admin decides this.</Trans>
    </p>
  );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale === 'ua' ? 'uk' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const tabs: Array<[ModerationTab, string]> = [
    ['open', t`Open reports`],
    ['closed', t`Closed reports`],
    ['appeals', t`Appeals`],
    ['accounts', t`Closed accounts`],
    ['log', t`Log`],
  ];

  const reportCard = (r: ModerationReport) => (
    <li key={r.id} className={s.report} data-testid="moderation-report">
      {r.evidence_url ? (
        <img className={s.evidence} src={r.evidence_url} alt={t`Still frame sent with report ${r.id}`} />
      ) : (
        <p className={s.noEvidence}>
          <Trans>No still frame</Trans>
        </p>
      )}
      <dl className={s.facts}>
        <dt>
          <Trans>Reported</Trans>
        </dt>
        <dd data-testid="moderation-target">
          {r.target.name} (#{r.target.id})
        </dd>
        <dt>
          <Trans>By</Trans>
        </dt>
        <dd>
          {r.reporter.name} (#{r.reporter.id})
        </dd>
        <dt>
          <Trans>Topic</Trans>
        </dt>
        <dd>{r.topic}</dd>
        <dt>
          <Trans>Details</Trans>
        </dt>
        <dd>{r.details}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{when(r.created_at)}</dd>
        <dt>
          <Trans>History</Trans>
        </dt>
        <dd>
          <Trans>{r.target_report_count} reports in all</Trans>
          {r.target_actions.map((a) => (
            <span key={a.created_at + a.action}>
              {' · '}
              {labels[a.action]} {when(a.created_at)}
              {a.note ? ` — ${a.note}` : ''}
            </span>
          ))}
        </dd>
      </dl>
      {view.tab === 'open' && !r.may_act && outsideRole}
      {view.tab === 'open' && r.may_act && (
        <div className={s.actions}>
          {ACTIONS.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'dismiss' ? 'secondary' : action === 'warn' ? 'secondary' : 'danger'}
              onClick={() => onChoose(r.id, action)}
              aria-label={t`${labels[action]} — report ${r.id} about ${r.target.name}`}
            >
              {labels[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );

  const appealCard = (a: AppealView) => (
    <li key={a.id} className={s.report} data-testid="moderation-appeal">
      <dl className={s.facts}>
        <dt>
          <Trans>Appeal by</Trans>
        </dt>
        <dd>
          {a.user.name} (#{a.user.id})
        </dd>
        <dt>
          <Trans>Banned</Trans>
        </dt>
        <dd>
          {when(a.banned_at)}
          {a.ban_note ? ` — ${a.ban_note}` : ''}
        </dd>
        <dt>
          <Trans>Appeal</Trans>
        </dt>
        <dd>{a.message}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{when(a.created_at)}</dd>
      </dl>
      {a.may_act ? (
        <div className={s.actions}>
          <Button size="sm" onClick={() => onChooseAppeal(a.id, 'lift')} aria-label={t`Lift the ban of ${a.user.name}`}>
            {labels.lift}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => onChooseAppeal(a.id, 'keep')}
            aria-label={t`Keep the ban of ${a.user.name}`}
          >
            {labels.keep}
          </Button>
        </div>
      ) : (
        outsideRole
      )}
    </li>
  );

  const accountCard = (a: ClosedAccount) => (
    <li key={a.user.id} className={s.report} data-testid="moderation-account">
      <dl className={s.facts}>
        <dt>
          <Trans>User</Trans>
        </dt>
        <dd>
          {a.user.name} (#{a.user.id})
          {a.role === 'moderator' ? ` · ${t`moderator`}` : a.role === 'admin' ? ` · ${t`admin`}` : ''}
        </dd>
        <dt>
          <Trans>Standing</Trans>
        </dt>
        <dd>{a.state === 'banned' ? t`Banned` : t`Suspended until ${a.until ? when(a.until) : ''}`}</dd>
        <dt>
          <Trans>Note</Trans>
        </dt>
        <dd>{a.note || '—'}</dd>
      </dl>
      {a.may_act ? (
        <div className={s.actions}>
          <Button size="sm" onClick={() => onChooseLift(a.user.id)} aria-label={t`Lift — ${a.user.name}`}>
            {labels.lift}
          </Button>
        </div>
      ) : (
        outsideRole
      )}
    </li>
  );

  const emptyText: Record<'open' | 'closed' | 'appeals' | 'accounts', string> = {
    open: t`No open reports. All clear!`,
    closed: t`No closed reports yet.`,
    appeals: t`No open appeals.`,
    accounts: t`No suspended or banned accounts.`,
  };
  const rowsOfTab = view.tab === 'appeals' ? view.appeals : view.tab === 'accounts' ? view.accounts : view.reports;

  return (
    <main className={page.main}>
      <section className={page.card} aria-labelledby="moderation-title">
        <h1 id="moderation-title" className={page.title}>
          <Trans>Moderation</Trans>
        </h1>
        <BrakeRuleNote />
        <div className={s.tabs} role="tablist" aria-label={t`Moderation`}>
          {tabs.map(([tab, label]) => (
            <Button
              key={tab}
              role="tab"
              aria-selected={view.tab === tab}
              size="sm"
              variant={view.tab === tab ? 'primary' : 'secondary'}
              onClick={() => onShow(tab)}
            >
              {label}
            </Button>
          ))}
        </div>
        {view.loading ? (
          <Spinner size="md" label={t`Loading…`} />
        ) : view.failed ? (
          <LoadFailed onRetry={onRetry}>
            <Trans>The moderation queue could not be loaded.</Trans>
          </LoadFailed>
        ) : view.tab === 'log' ? (
          view.log.length === 0 ? (
            <p className={page.lead}>
              <Trans>No actions yet.</Trans>
            </p>
          ) : (
            <div className={s.tableWrap}>
              <table className={s.table}>
                <thead>
                  <tr>
                    <th>
                      <Trans>When</Trans>
                    </th>
                    <th>
                      <Trans>Moderator</Trans>
                    </th>
                    <th>
                      <Trans>Action</Trans>
                    </th>
                    <th>
                      <Trans>User</Trans>
                    </th>
                    <th>
                      <Trans>Report</Trans>
                    </th>
                    <th>
                      <Trans>Note</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.log.map((entry) => (
                    <tr key={entry.id} data-testid="moderation-log-entry">
                      <td>{when(entry.created_at)}</td>
                      <td>{entry.moderator.name}</td>
                      <td>
                        {labels[entry.action]}
                        {entry.until ? ` → ${when(entry.until)}` : ''}
                      </td>
                      <td>{entry.target.name}</td>
                      <td>{entry.report_id ?? (entry.appeal_id ? t`appeal ${entry.appeal_id}` : '—')}</td>
                      <td>{entry.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : rowsOfTab.length === 0 ? (
          <p className={page.lead}>{emptyText[view.tab]}</p>
        ) : view.tab === 'appeals' ? (
          <ul className={s.list}>{view.appeals.map(appealCard)}</ul>
        ) : view.tab === 'accounts' ? (
          <ul className={s.list}>{view.accounts.map(accountCard)}</ul>
        ) : (
          <ul className={s.list}>{view.reports.map(reportCard)}</ul>
        )}
      </section>
      <ModerationActionDialog
        key={view.pending ? `${view.pending.report.id}-${view.pending.action}` : 'none'}
        pending={view.pending}
        busy={view.busy}
        error={actionError}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
      <StandingDecisionDialog
        key={
          view.decision
            ? `${view.decision.kind}-${view.decision.kind === 'lift' ? view.decision.account.user.id : view.decision.appeal.id}`
            : 'no-decision'
        }
        choice={view.decision}
        busy={view.busy}
        error={actionError}
        onConfirm={onConfirmDecision}
        onCancel={onCancelDecision}
      />
    </main>
  );
}
