import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { offertaHtml, privacyHtml, rulesHtml, termsHtml } from './legal-documents';

/**
 * The four legal documents: tab, label (main catalog) and HTML body (the `legal` catalog, see
 * legal-documents.ts).
 */
export const legalTabs = ['terms-and-conditions', 'privacy-policy', 'offerta', 'rules-of-use'] as const;

export type LegalTab = (typeof legalTabs)[number];

export interface LegalDocument {
  tab: LegalTab;
  label: MessageDescriptor;
  html: MessageDescriptor;
}

export const legalTitle = msg`Legal information`;

export const legalDocuments: readonly LegalDocument[] = [
  {
    tab: 'terms-and-conditions',
    label: msg`Terms and conditions`,
    html: termsHtml,
  },
  {
    tab: 'privacy-policy',
    label: msg`Privacy policy`,
    html: privacyHtml,
  },
  {
    tab: 'offerta',
    label: msg`Public offer`,
    html: offertaHtml,
  },
  {
    tab: 'rules-of-use',
    label: msg`Rules of use`,
    html: rulesHtml,
  },
];
