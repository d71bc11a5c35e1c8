import { useParams } from '@tanstack/react-router';
import type { Language } from '../../machines/preferences/preferences.types';

/** The language of the current URL (`/ua/...` → ua, otherwise en). */
export function useUrlLanguage(): Language {
  const { lang } = useParams({ strict: false }) as { lang?: string };
  return lang === 'ua' ? 'ua' : 'en';
}
