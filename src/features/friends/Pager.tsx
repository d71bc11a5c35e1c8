import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import * as s from './Friends.css';

export interface PagerProps {
  page: number;
  pages: number;
  /** What the pages are of, for screen readers ("Online friends"). */
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next with "page X of Y"; nothing when there is one page. */
export function Pager({ page, pages, label, onPage }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className={s.pager} aria-label={t`Pages of ${label}`}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
