import { useLingui } from '@lingui/react';
import { createPortal } from 'react-dom';
import { useToasts } from '../../machines/toasts/use-toasts';
import { useChild } from '../app/root-context';
import { ToastRegion } from './Toast';
import { usePortalContainer } from './use-portal-container';

/** The machines chose the messages; the region translates them in the active language. */
export function ToastRegionContainer() {
  const { i18n } = useLingui();
  const { view, dismiss } = useToasts(useChild('toasts'));
  const fullscreen = usePortalContainer();
  const region = (
    <ToastRegion
      toasts={view.toasts.map((toast) => ({ id: toast.id, kind: toast.kind, text: i18n._(toast.message) }))}
      onDismiss={dismiss}
    />
  );
  // In fullscreen only the fullscreen element is drawn: the toasts go inside it.
  return fullscreen ? createPortal(region, fullscreen) : region;
}
