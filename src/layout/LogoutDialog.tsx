import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';

export interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes back to on close (the account menu's button: the menu item that opened it is gone). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Spec §2 popups: the logout confirmation. */
export function LogoutDialog({ open, onOpenChange, onConfirm, returnFocusTo }: LogoutDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={<Trans>Log out?</Trans>}
      description={<Trans>You can log in again at any time.</Trans>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            <Trans>Log out</Trans>
          </Button>
        </>
      }
    />
  );
}
