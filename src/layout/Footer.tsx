import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language, type Theme } from '../../machines/preferences/preferences.types';
import { LANGUAGE_LABEL } from '../i18n/locales';
import { MailIcon, MoonIcon, SunIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import * as s from './Footer.css';

export interface FooterProps {
  language: Language;
  theme: Theme;
  contactEmail: string;
  onLanguageChange: (language: Language) => void;
  onThemeToggle: () => void;
}

export function Footer({ language, theme, contactEmail, onLanguageChange, onThemeToggle }: FooterProps) {
  const { t } = useLingui();
  const languageNames: Record<Language, string> = { en: t`English`, ua: t`Ukrainian` };
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <nav className={s.links} aria-label={t`Footer`}>
          <Link to="/terms-and-conditions" className={s.link}>
            <Trans>Terms and conditions</Trans>
          </Link>
          <a href={`mailto:${contactEmail}`} className={s.link}>
            <MailIcon />
            {contactEmail}
          </a>
        </nav>
        <div className={s.controls}>
          <fieldset className={s.segmented} aria-label={t`Language`}>
            {LANGUAGES.map((l) => (
              <button
                key={l}
                type="button"
                className={s.segment}
                aria-pressed={l === language}
                // The visible code starts the name (WCAG 2.5.3 label in name): "EN: English".
                aria-label={`${LANGUAGE_LABEL[l]}: ${languageNames[l]}`}
                lang={l === 'ua' ? 'uk' : 'en'}
                onClick={() => l !== language && onLanguageChange(l)}
              >
                {LANGUAGE_LABEL[l]}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className={s.themeToggle}
            onClick={onThemeToggle}
            // The name starts with the visible word in every language (WCAG 2.5.3): "Light theme" / "Світла тема".
            aria-label={theme === 'dark' ? t`Light theme` : t`Dark theme`}
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
            <span aria-hidden="true">{theme === 'dark' ? t`Light` : t`Dark`}</span>
          </button>
        </div>
      </div>
    </footer>
  );
}
