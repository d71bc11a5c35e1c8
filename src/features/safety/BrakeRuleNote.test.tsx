import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { BrakeRuleNote } from './BrakeRuleNote';

afterEach(cleanup);

describe('BrakeRuleNote', () => {
  it('states the rule and its thresholds, folded until asked', async () => {
    await renderTranslated(<BrakeRuleNote minAccountAgeHours={48} />);
    const note = screen.getByTestId('brake-rule');
    expect(note.hasAttribute('open')).toBe(false);
    await userEvent.setup().click(screen.getByText('What pauses an account'));
    expect(note.hasAttribute('open')).toBe(true);
    expect(note.textContent).toContain('once 3 independent people report it within 60 minutes');
    expect(note.textContent).toContain('at least 48 hours old');
    expect(note.textContent).toContain('/24 for IPv4 or /48 for IPv6');
    expect(note.textContent).toContain('fewer than 2 of their reports were dismissed in the last 30 days');
    expect(note.textContent).toContain('Reports that do not count still appear in the queue.');
  });

  it('reads in Ukrainian', async () => {
    await renderTranslated(<BrakeRuleNote />, 'ua');
    expect(screen.getByText('Що ставить обліковий запис на паузу').tagName).toBe('SUMMARY');
  });
});
