import { I18nProvider } from '@lingui/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { i18n } from '../../i18n/i18n';
import { formatElapsed, ReconnectingNotice } from './ReconnectingNotice';

afterEach(cleanup);

describe('formatElapsed', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7)).toBe('0:07');
    expect(formatElapsed(19)).toBe('0:19');
    expect(formatElapsed(60)).toBe('1:00');
    expect(formatElapsed(62)).toBe('1:02');
    expect(formatElapsed(600)).toBe('10:00');
  });

  it('counts whole seconds and never below zero', () => {
    expect(formatElapsed(7.9)).toBe('0:07');
    expect(formatElapsed(-3)).toBe('0:00');
  });
});

describe('ReconnectingNotice: over the frozen picture while the call recovers (issue 24)', () => {
  it('says Reconnecting… with the time since the fault and whose connection dropped, politely announced', async () => {
    await renderTranslated(<ReconnectingNotice reconnecting={{ seconds: 7, offline: false }} partnerName="Bohdan" />);
    const notice = screen.getByTestId('reconnecting');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.hasAttribute('data-offline')).toBe(false);
    expect(notice.textContent).toContain('Reconnecting…');
    expect(notice.textContent).toContain('0:07');
    expect(notice.textContent).toContain('The connection with Bohdan dropped. Trying to bring the call back…');
    expect(notice.textContent).not.toContain('You are offline');
    // The timer is read out in words, not as a bare "0:07".
    expect(notice.textContent).toContain('Time since the connection broke: 0:07');
    // The spinner is decorative: the notice itself is the one status.
    expect(screen.getAllByRole('status')).toEqual([notice]);
  });

  it('says You are offline on the side that lost the network, with what to check', async () => {
    await renderTranslated(<ReconnectingNotice reconnecting={{ seconds: 3, offline: true }} partnerName="Bohdan" />);
    const notice = screen.getByRole('status');
    expect(notice.getAttribute('data-offline')).toBe('true');
    expect(notice.textContent).toContain('You are offline');
    expect(notice.textContent).toContain('0:03');
    expect(notice.textContent).toContain('Check your Wi-Fi or mobile data. The call goes on when you are back online.');
    expect(notice.textContent).not.toContain('Reconnecting…');
    expect(notice.textContent).not.toContain('Bohdan');
  });

  it('counts up as the seconds it is given change', async () => {
    const { rerender } = await renderTranslated(
      <ReconnectingNotice reconnecting={{ seconds: 9, offline: false }} partnerName="Olena" />,
    );
    expect(screen.getByRole('status').textContent).toContain('0:09');
    rerender(
      <I18nProvider i18n={i18n}>
        <ReconnectingNotice reconnecting={{ seconds: 10, offline: false }} partnerName="Olena" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('0:10');
    expect(screen.getByTestId('reconnecting').textContent).toContain('Time since the connection broke: 0:10');
  });
});
