import { useLingui } from '@lingui/react';
import { selectToasts } from '../../machines/toasts/toasts.selectors';
import { useChild, useChildSelector } from '../app/root-context';
import { ToastRegion } from './Toast';

export function ToastRegionContainer() {
  const { i18n } = useLingui();
  const toastsActor = useChild('toasts');
  const toasts = useChildSelector('toasts', selectToasts);
  return (
    <ToastRegion
      toasts={toasts.map((toast) => ({ id: toast.id, kind: toast.kind, text: i18n._(toast.message) }))}
      onDismiss={(id) => toastsActor.send({ type: 'toast.dismiss', id })}
    />
  );
}
