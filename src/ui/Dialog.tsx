import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
import * as s from './Dialog.css';
import * as f from './Field.css';
import { CloseIcon } from './icons';
import { usePortalContainer } from './use-portal-container';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked (uncontrolled use). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons at the bottom (e.g. Cancel and Confirm). */
  footer?: ReactNode;
  /**
   * Gets focus back when what opened the popup is gone by then — a menu item, unmounted with its
   * menu: without it focus would fall to the page's start (WCAG 2.4.3).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Every popup of the app (spec §2 "Popups"): focus is trapped inside, Escape and the close
 * button close it, focus returns to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  returnFocusTo,
}: DialogProps) {
  const { t } = useLingui();
  // Radix gives focus back to its own Trigger only; most popups are opened by the app's state
  // (a button elsewhere, a machine), so the element focused when the popup opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={s.overlay} />
        {/* Without a description, the explicit undefined tells Radix the content has none. */}
        <RadixDialog.Content
          className={s.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            // An opener gone meanwhile (a menu item) hands over to `returnFocusTo`, or else to Radix.
            const target = opener.current?.isConnected ? opener.current : returnFocusTo?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={s.header}>
            <RadixDialog.Title className={s.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={f.iconButton} aria-label={t`Close`}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={s.description}>{description}</RadixDialog.Description>}
          {children}
          {footer && <div className={s.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button so that clicking it also closes the dialog. */
export const DialogClose = RadixDialog.Close;
