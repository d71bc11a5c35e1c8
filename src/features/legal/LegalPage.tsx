import { useLingui } from '@lingui/react';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import type { AppPath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import * as s from './LegalPage.css';
import { type LegalTab, legalDocuments, legalTitle } from './legal-texts';
import { sanitizeLegalHtml } from './sanitize-html';

export const LEGAL_PATHS: Record<LegalTab, AppPath> = {
  'terms-and-conditions': '/terms-and-conditions',
  'privacy-policy': '/privacy-policy',
  offerta: '/offerta',
  'rules-of-use': '/rules-of-use',
};

export interface LegalPageProps {
  tab: LegalTab;
  /** Called when the keyboard moves to another tab; a click simply follows the tab's link. */
  onSelectTab: (tab: LegalTab) => void;
}

const tabId = (tab: LegalTab) => `legal-tab-${tab}`;
const PANEL_ID = 'legal-panel';

/** Where an arrow, Home or End key moves from `index` among `count` tabs (wrapping), or null. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The legal pages (spec §2): four tabs, each its own URL, showing a document whose HTML comes
 * from the translations. Tabs follow the WAI-ARIA tabs pattern with automatic activation.
 * The documents are a catalog of their own (legal-catalog.ts); in the moment a language switch
 * has activated the new language before its documents arrived, the panel shows a spinner
 * rather than a message id.
 */
export function LegalPage({ tab, onSelectTab }: LegalPageProps) {
  const { i18n } = useLingui();
  const tabRefs = useRef(new Map<LegalTab, HTMLAnchorElement>());
  const current = legalDocuments.find((d) => d.tab === tab) ?? legalDocuments[0];
  const loaded = current.html.id !== undefined && current.html.id in i18n.messages;
  const translated = loaded ? i18n._(current.html) : '';
  const html = useMemo(() => sanitizeLegalHtml(translated), [translated]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = legalDocuments.findIndex((d) => d.tab === current.tab);
    const next = nextTabIndex(event.key, index, legalDocuments.length);
    if (next === null) return;
    event.preventDefault();
    const target = legalDocuments[next].tab;
    tabRefs.current.get(target)?.focus();
    onSelectTab(target);
  };

  return (
    <article className={s.page} data-testid="legal-page">
      <h1 className={s.title}>{i18n._(legalTitle)}</h1>
      <div role="tablist" aria-label={i18n._(legalTitle)} className={s.tabList} onKeyDown={onKeyDown}>
        {legalDocuments.map((doc) => {
          const selected = doc.tab === current.tab;
          return (
            <Link
              key={doc.tab}
              ref={(el: HTMLAnchorElement | null) => {
                if (el) tabRefs.current.set(doc.tab, el);
                else tabRefs.current.delete(doc.tab);
              }}
              to={LEGAL_PATHS[doc.tab]}
              id={tabId(doc.tab)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? PANEL_ID : undefined}
              tabIndex={selected ? 0 : -1}
              className={s.tab}
            >
              {i18n._(doc.label)}
            </Link>
          );
        })}
      </div>
      {/* Sanitised before it reaches the DOM. Every document has links, so the panel needs no tabIndex of its own. */}
      {loaded ? (
        <div
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(current.tab)}
          className={s.panel}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: translated legal HTML, sanitised with DOMPurify above
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current.tab)} aria-busy="true" className={s.panel}>
          <Spinner />
        </div>
      )}
    </article>
  );
}
