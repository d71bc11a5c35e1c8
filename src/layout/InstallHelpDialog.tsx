import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';

export interface InstallHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (the account menu's button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * iOS Safari has no install prompt for web apps: the user adds PetChat from the Share menu.
 * Installed that way it also gets notifications (iOS sends Web Push only to Home Screen apps).
 */
export function InstallHelpDialog({ open, onOpenChange, returnFocusTo }: InstallHelpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={<Trans>Install PetChat</Trans>}
      description={
        <Trans>
          Tap the Share button in Safari, then “Add to Home Screen”. PetChat then opens like an app, and friends’ calls
          can reach you even when it is closed.
        </Trans>
      }
      footer={
        <DialogClose asChild>
          <Button>
            <Trans>Got it</Trans>
          </Button>
        </DialogClose>
      }
    />
  );
}
