/**
 * Scripts written right to left, by the primary language subtag, for engines without
 * `Intl.Locale.prototype.getTextInfo` (Firefox): Arabic, Hebrew, Persian, Urdu and their kin.
 */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

type TextInfo = { direction?: 'ltr' | 'rtl' };
/** `getTextInfo()` (newer engines) or the older `textInfo` getter (Chromium before 130, Safari). */
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/**
 * The writing direction of a BCP 47 locale (spec §9: right-to-left detection). Asks the engine's
 * locale data first, so a script subtag decides (`ku-Arab` is rtl, `ku-Latn` is not); falls back
 * to the list when the engine has no text info; an unparsable code reads as left to right.
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  let parsed: LocaleWithTextInfo;
  try {
    parsed = new Intl.Locale(locale) as LocaleWithTextInfo;
  } catch {
    return 'ltr';
  }
  const info = parsed.getTextInfo?.() ?? parsed.textInfo;
  if (info?.direction) return info.direction;
  return RTL_LANGUAGES.has(parsed.language) ? 'rtl' : 'ltr';
}

/** Puts the language and its direction on `<html>`: screen readers, hyphenation, and the layout's start/end. */
export function applyDocumentLanguage(locale: string, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = textDirection(locale);
}
