import type { Language } from '../../../machines/preferences/preferences.types';
import { INTL_LOCALE } from '../../i18n/locales';

/** "UAH 1.00" / "1,00 грн" in the interface language. */
export function formatPrice(amount: number, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A date of the API (ISO) as "December 23, 2026" / "23 грудня 2026 р."; empty when missing. */
export function formatDate(iso: string | null, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long' }).format(date);
}

/** A date of the API (ISO) as "Dec 4" / "4 груд." (no year: a trial's end is weeks away at most). */
export function formatShortDate(iso: string | null, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'short', day: 'numeric' }).format(date);
}
