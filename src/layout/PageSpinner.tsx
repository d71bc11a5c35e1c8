import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../ui/Spinner';
import * as s from './Overlay.css';

/** The loader of a page that is still deciding (e.g. while the session loads, spec §2). */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className={s.centered} data-testid="page-spinner">
      <Spinner size="lg" label={t`Loading…`} />
    </div>
  );
}
