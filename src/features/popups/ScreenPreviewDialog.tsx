import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';

export interface ScreenPreviewDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  onClose: () => void;
  /** The screen itself, rendered with sample props. */
  children: ReactNode;
}

/**
 * A screen the spec counts among the popups but the app shows as a page (the last sign-up step,
 * /signup-photo), framed as a popup so /popups can show it beside the others.
 */
export function ScreenPreviewDialog({ open, title, description, onClose, children }: ScreenPreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description}>
      {children}
    </Dialog>
  );
}
