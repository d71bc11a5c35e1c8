import type { Mail } from '../../ports/mail';

/** The mail with the email-change code, in the user's language (en or ua). */
export function emailChangeMail(opts: { to: string; code: string; locale: string; ttlMinutes: number }): Mail {
  const { to, code, ttlMinutes } = opts;
  const ua = opts.locale === 'ua';
  const subject = ua ? 'PetChat: підтвердіть нову адресу' : 'PetChat: confirm your new email';
  const lines = ua
    ? [
        'Ви попросили змінити адресу електронної пошти в PetChat на цю.',
        `Ваш код підтвердження: ${code}`,
        `Код дійсний ${ttlMinutes} хвилин. Якщо це були не ви, просто проігноруйте цей лист.`,
      ]
    : [
        'You asked to change the email address of your PetChat account to this one.',
        `Your confirmation code: ${code}`,
        `The code is valid for ${ttlMinutes} minutes. If this was not you, simply ignore this mail.`,
      ];
  const text = lines.join('\n\n');
  // The code is capitals and digits and the other lines are fixed texts: nothing needs escaping.
  const html = lines
    .map((line) => (line.includes(code) ? `<p><strong>${line}</strong></p>` : `<p>${line}</p>`))
    .join('\n');
  return { to, subject, text, html, devCode: code };
}
