import type { Locale } from '../../../contract/user';
import { type MailParts, renderMail } from '../../mail/layout';
import type { Mail } from '../../ports/mail';

/**
 * Account mails in the user's language (users.locale), as plain text and HTML with the same
 * words. Codes and links are the only secrets; the HTML escapes everything a user typed.
 */

type Content = Omit<Mail, 'to'>;

const render = (parts: MailParts): Content => renderMail(parts);

export function verificationCodeMail(locale: Locale, opts: { name: string; code: string }): Content {
  const parts: MailParts =
    locale === 'ua'
      ? {
          subject: 'Ваш код підтвердження PetChat',
          greeting: `Вітаємо, ${opts.name}!`,
          lines: [
            'Дякуємо за реєстрацію в PetChat. Щоб підтвердити адресу електронної пошти, введіть цей код на сторінці підтвердження:',
          ],
          highlight: { kind: 'code', value: opts.code },
          after: ['Код дійсний 10 хвилин. Якщо ви не реєструвалися в PetChat, просто проігноруйте цей лист.'],
          signature: 'Команда PetChat',
        }
      : {
          subject: 'Your PetChat verification code',
          greeting: `Hello, ${opts.name}!`,
          lines: [
            'Thank you for joining PetChat. To confirm your email address, enter this code on the verification page:',
          ],
          highlight: { kind: 'code', value: opts.code },
          after: [
            'The code is valid for 10 minutes. If you did not sign up for PetChat, you can safely ignore this email.',
          ],
          signature: 'The PetChat team',
        };
  return { ...render(parts), devCode: opts.code };
}

/** Sent to the new address when a user changes their email (profile). */
export function emailChangeCodeMail(locale: Locale, opts: { name: string; code: string }): Content {
  const parts: MailParts =
    locale === 'ua'
      ? {
          subject: 'Підтвердіть нову адресу електронної пошти',
          greeting: `Вітаємо, ${opts.name}!`,
          lines: [
            'Ви попросили змінити адресу електронної пошти вашого облікового запису PetChat на цю. Введіть цей код, щоб підтвердити зміну:',
          ],
          highlight: { kind: 'code', value: opts.code },
          after: [
            'Код дійсний 10 хвилин. Якщо ви нічого не змінювали, проігноруйте цей лист: ваша адреса залишиться попередньою.',
          ],
          signature: 'Команда PetChat',
        }
      : {
          subject: 'Confirm your new email address',
          greeting: `Hello, ${opts.name}!`,
          lines: [
            'You asked to change the email address of your PetChat account to this one. Enter this code to confirm the change:',
          ],
          highlight: { kind: 'code', value: opts.code },
          after: [
            'The code is valid for 10 minutes. If you did not ask for this, ignore this email and your address will stay as it is.',
          ],
          signature: 'The PetChat team',
        };
  return { ...render(parts), devCode: opts.code };
}

export function passwordResetMail(locale: Locale, opts: { name: string; link: string }): Content {
  const parts: MailParts =
    locale === 'ua'
      ? {
          subject: 'Відновлення пароля PetChat',
          greeting: `Вітаємо, ${opts.name}!`,
          lines: [
            'Ми отримали запит на відновлення пароля до вашого облікового запису PetChat. Щоб встановити новий пароль, перейдіть за посиланням:',
          ],
          highlight: { kind: 'link', value: opts.link, label: 'Встановити новий пароль' },
          after: [
            'Посилання дійсне 60 хвилин і спрацює лише один раз.',
            'Якщо ви не просили відновити пароль, просто проігноруйте цей лист: ваш пароль залишиться незмінним.',
          ],
          signature: 'Команда PetChat',
        }
      : {
          subject: 'Reset your PetChat password',
          greeting: `Hello, ${opts.name}!`,
          lines: [
            'We received a request to reset the password of your PetChat account. To choose a new password, open this link:',
          ],
          highlight: { kind: 'link', value: opts.link, label: 'Choose a new password' },
          after: [
            'The link is valid for 60 minutes and works only once.',
            'If you did not ask for a new password, ignore this email and your password will stay the same.',
          ],
          signature: 'The PetChat team',
        };
  return render(parts);
}
