import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { ReportInput } from '../../../contract/chat';
import { createReportImplementations } from '../../../machines/report/report.actors';
import { reportMachine } from '../../../machines/report/report.machine';
import { selectReport } from '../../../machines/report/report.selectors';
import { ReportDialog } from '../../../src/features/chat/ReportDialog';
import { alerts, headings } from '../../../src/testing/announced';
import { startChatSystem } from '../../model/support/chat-system';
import { renderTranslated } from '../support/render';

afterEach(cleanup);

const target = { id: 7, name: 'Bohdan', pet_name: 'Kesha', pet_gender: 'boy' as const };

describe('report machine', () => {
  /** The report runs in a system whose `toasts` actor records what it is asked to show. */
  function start(sendReport: (report: ReportInput) => Promise<void>) {
    const chat = startChatSystem({
      logic: reportMachine.provide(createReportImplementations({ sendReport, captureFrame: async () => null })),
      input: undefined,
      systemId: 'report',
    });
    const actor = chat.actor as ActorRefFrom<typeof reportMachine>;
    return {
      actor,
      toasts: {
        get list() {
          return chat.world.toasts.map((t) =>
            t.type === 'toast.show' ? { kind: t.kind, message: t.message.message } : t,
          );
        },
      },
    };
  }

  it('sends the report about the companion it was opened for, then closes with a success toast', async () => {
    const sent: ReportInput[] = [];
    const { actor, toasts } = start(async (report) => {
      sent.push(report);
    });
    actor.send({ type: 'report.open', target });
    expect(selectReport(actor.getSnapshot())).toMatchObject({ open: true, sending: false, target });
    actor.send({ type: 'report.submit', topic: 'Spam or advertising', details: 'Shows ads all the time' });
    expect(selectReport(actor.getSnapshot()).sending).toBe(true);
    await act(async () => {});
    expect(sent).toEqual([
      { to_id: 7, to_name: 'Bohdan', report_topic: 'Spam or advertising', report_details: 'Shows ads all the time' },
    ]);
    expect(selectReport(actor.getSnapshot())).toMatchObject({ open: false, sending: false, target: null });
    expect(toasts.list).toEqual([{ kind: 'success', message: 'Report sent successfully' }]);
  });

  it('stays open with a failure toast when sending fails (spec §8)', async () => {
    const { actor, toasts } = start(async () => {
      throw new Error('422');
    });
    actor.send({ type: 'report.open', target });
    actor.send({ type: 'report.submit', topic: 'Inappropriate behaviour', details: 'Rude words' });
    await act(async () => {});
    expect(selectReport(actor.getSnapshot())).toMatchObject({ open: true, sending: false, target });
    expect(toasts.list).toEqual([{ kind: 'error', message: 'Failed, try again' }]);
  });
});

describe('report popup', () => {
  it('shows who is reported and validates with the contract rules before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderTranslated(
      <ReportDialog open sending={false} target={target} onClose={() => {}} onSubmit={onSubmit} />,
    );
    expect(screen.getByTestId('report-target').textContent).toContain('Bohdan');
    expect(screen.getByTestId('report-target').textContent).toContain('Kesha');

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(alerts()).toContain('Please choose a report topic'));
    expect(alerts()).toContain('Report details are required');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Topic'), 'Spam or advertising');
    await user.type(screen.getByLabelText('Details'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(alerts()).toContain('Report details must be at least 3 characters'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Details'), 'c is spamming');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ topic: 'Spam or advertising', details: 'abc is spamming' });
  });

  it('speaks Ukrainian', async () => {
    const user = userEvent.setup();
    await renderTranslated(
      <ReportDialog open sending={false} target={target} onClose={() => {}} onSubmit={() => {}} />,
      'ua',
    );
    expect(headings(screen.getByRole('dialog'))).toEqual(['h2 Поскаржитися на порушення']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Спам або реклама');
    await user.click(screen.getByRole('button', { name: 'Надіслати скаргу' }));
    await waitFor(() => expect(alerts()).toContain('Опишіть порушення'));
    expect(alerts()).toContain('Оберіть тему скарги');
  });
});
