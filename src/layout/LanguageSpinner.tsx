import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../ui/Spinner';
import * as s from './Overlay.css';

/** Shown while another language's catalog loads (spec §2); worded in the language being left. */
export function LanguageSpinner() {
  const { t } = useLingui();
  return (
    <div className={s.veil} data-testid="language-spinner">
      <Spinner size="lg" label={t`Loading language…`} />
    </div>
  );
}
