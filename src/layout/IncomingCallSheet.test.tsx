import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCall } from '../../stories/notifications/sample-data';
import { renderWithRouter } from '../../tests/unit/support/render';
import { IncomingCallSheet } from './IncomingCallSheet';

describe('IncomingCallSheet', () => {
  it('renders nothing without a ringing call', async () => {
    await renderWithRouter(<IncomingCallSheet call={null} onAnswer={vi.fn()} onDecline={vi.fn()} onHide={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows who calls and their pet, with focus on Answer, which links to the friend-call page', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    await renderWithRouter(
      <IncomingCallSheet call={sampleCall} onAnswer={onAnswer} onDecline={vi.fn()} onHide={vi.fn()} />,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Taras is calling you' });
    expect(sheet.textContent).toContain('Rio · Cockatiel');
    const answer = screen.getByRole('link', { name: 'Answer the call from Taras' });
    expect(document.activeElement).toBe(answer);
    expect(answer.getAttribute('href')).toBe('/friend-call?incomingCallFrom=5');
    await user.click(answer);
    expect(onAnswer).toHaveBeenCalledWith(5);
  });

  it('Decline declines; Escape only hides it (a key pressed by accident keeps the call)', async () => {
    const onDecline = vi.fn();
    const onHide = vi.fn();
    const user = userEvent.setup();
    await renderWithRouter(
      <IncomingCallSheet call={sampleCall} onAnswer={vi.fn()} onDecline={onDecline} onHide={onHide} />,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onDecline).not.toHaveBeenCalled();
    expect(onHide).toHaveBeenCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Decline the call from Taras' }));
    expect(onDecline).toHaveBeenCalledWith(5);
  });
});
