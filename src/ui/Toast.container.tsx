import { useLingui } from '@lingui/react';
import { useToasts } from '../../machines/toasts/use-toasts';
import { useChild } from '../app/root-context';
import { ToastRegion } from './Toast';

/** The machines chose the messages; the region translates them in the active language. */
export function ToastRegionContainer() {
  const { i18n } = useLingui();
  const { view, dismiss } = useToasts(useChild('toasts'));
  return (
    <ToastRegion
      toasts={view.toasts.map((toast) => ({ id: toast.id, kind: toast.kind, text: i18n._(toast.message) }))}
      onDismiss={dismiss}
    />
  );
}
