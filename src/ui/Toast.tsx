import { useLingui } from '@lingui/react/macro';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import * as f from './Field.css';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import * as s from './Toast.css';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** Already translated. */
  text: string;
}

const ICONS: Record<ToastKind, () => React.JSX.Element> = {
  success: CheckCircleIcon,
  error: AlertIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

/** The toast stack, top-right. Errors are announced at once, the rest politely. */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <ol className={s.region} aria-label={t`Notifications`}>
      {toasts.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          // The live role sits on the text, not the <li>: a list holds list items only (axe
          // \`list\`), and the close button stays out of what is announced.
          <li key={toast.id} className={s.toast({ kind: toast.kind })} data-testid="toast">
            <span className={s.icon({ kind: toast.kind })}>
              <Icon />
            </span>
            <span className={s.text} role={toast.kind === 'error' ? 'alert' : 'status'}>
              {toast.text}
            </span>
            <button
              type="button"
              className={f.iconButton}
              aria-label={t`Close notification`}
              onClick={() => onDismiss(toast.id)}
            >
              <CloseIcon />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
