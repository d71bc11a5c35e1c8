import { describe, expect, it } from 'vitest';
import { renderMail } from '../../server/mail/layout';
import {
  emailChangeCodeMail,
  passwordResetMail,
  verificationCodeMail,
} from '../../server/modules/accounts/mail-templates';
import { receiptMail } from '../../server/modules/subscription/mail';

/** Issue 14 "Brand": every mail in the app's colours with the logo, the same words in text and HTML. */
describe('the mail layout', () => {
  it('draws the logo and uses the light theme colours', () => {
    const { html } = renderMail({ subject: 'Hi', greeting: 'Hello!', lines: ['One line'], signature: 'The team' });
    expect(html).toContain('background:#FFF8F1');
    expect(html).toContain('background:#FF8A4C');
    expect(html).toContain('>PetChat</td>');
    expect(html).not.toContain('#2f6fed');
  });

  it('draws the paw without an emoji, image or SVG, which show as a box or nothing where fonts and images are missing', () => {
    const { html } = renderMail({ subject: 'Hi', greeting: 'Hello!', lines: ['One line'], signature: 'The team' });
    const logo = html.slice(html.indexOf('<table role="presentation"'), html.indexOf('</table>'));
    expect(logo).not.toMatch(/&#\d+;|[\u{1F000}-\u{1FFFF}]|<img|<svg/u);
    // Four toes and a pad, each a rounded box in the brand's cream.
    expect(logo.match(/border-radius:50%;background:#FFF4E8/g)).toHaveLength(5);
  });

  it('escapes what a user typed, in the subject and the lines', () => {
    const { html, text } = renderMail({
      subject: '<b>x</b>',
      greeting: 'Hello, <script>alert(1)</script>!',
      lines: ['a & b'],
      signature: 's',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello, &lt;script&gt;alert(1)&lt;/script&gt;!');
    expect(html).toContain('<title>&lt;b&gt;x&lt;/b&gt;</title>');
    expect(text).toContain('Hello, <script>alert(1)</script>!');
  });

  it('is the look of the account, email-change and subscription mails alike', () => {
    const mails = [
      verificationCodeMail('en', { name: 'Olena', code: '123456' }),
      emailChangeCodeMail('ua', { name: 'Olena', code: '654321' }),
      passwordResetMail('en', { name: 'Olena', link: 'https://petchat.example/password-reset?token=t' }),
      receiptMail(
        { email: 'o@example.com', name: 'Olena', locale: 'en' },
        {
          paymentId: 7,
          paidAt: new Date('2026-11-26T10:00:00Z'),
          periodEnd: new Date('2026-12-26T10:00:00Z'),
          amount: 4.99,
          currency: 'USD',
          brand: 'visa',
          last4: '4242',
        },
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).toContain('background:#FF8A4C');
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    }
    expect(mails[1].subject).toBe('Підтвердіть нову адресу електронної пошти');
    expect(mails[1].text).toContain('654321');
    expect(mails[2].html).toContain('href="https://petchat.example/password-reset?token=t"');
  });
});
