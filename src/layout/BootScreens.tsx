import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import * as s from './Overlay.css';

/**
 * Screens shown before any catalog is active, so they cannot use Lingui: the first load shows
 * only a spinner; if no catalog can be loaded at all, a retry button with both languages'
 * wording is the one place where text is written here (see docs/decisions.md).
 */
export function BootSpinner() {
  return (
    <div className={s.screen} aria-busy="true">
      <Spinner size="lg" />
    </div>
  );
}

export function CatalogUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={s.screen} role="alert">
      <div className={s.card}>
        <p lang="en">The page could not be loaded.</p>
        <p lang="uk">Не вдалося завантажити сторінку.</p>
        <Button onClick={onRetry}>
          <span lang="en">Try again</span> / <span lang="uk">Спробувати ще</span>
        </Button>
      </div>
    </div>
  );
}
