import { useLingui } from '@lingui/react';

/**
 * Sample content of a story (a user's name, a toast's text, a button label) in the story's
 * language. The components' own texts come from the app catalogs; stories are kept out of the
 * catalogs (lingui.config.ts), so their sample data carries both languages itself.
 */
export function Say({ en, ua }: { en: string; ua: string }) {
  return <>{useSay()({ en, ua })}</>;
}

export function useSay(): (text: { en: string; ua: string }) => string {
  const { i18n } = useLingui();
  return (text) => (i18n.locale === 'ua' ? text.ua : text.en);
}
