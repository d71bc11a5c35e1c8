import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { useRef } from 'react';
import { visuallyHidden } from '../styles/utilities.css';
import { BellIcon } from '../ui/account-icons';
import * as s from './AccountArea.css';
import { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';
import * as p from './NotificationsPanel.css';

export interface NotificationsBellProps extends NotificationsPanelProps {
  open: boolean;
  unread: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The bell of the top bar (spec §2, §4 "Notification panel"): an unread marker, and a panel that
 * the bell toggles: a Radix popover, so a click outside or Escape closes it. Opening moves the
 * focus into the panel; Escape gives it back to the bell. On a phone the panel is a bottom sheet
 * over a scrim (NotificationsPanel.css.ts lifts it out of Radix's positioning).
 */
export function NotificationsBell({ open, unread, onToggle, onClose, ...panel }: NotificationsBellProps) {
  const { t } = useLingui();
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onToggle() : onClose())}>
      {/* Phones: the page dims behind the sheet; a tap there is outside the panel, so it closes. */}
      {open && <div className={s.sheetScrim} aria-hidden="true" data-testid="bell-scrim" />}
      <div className={s.bellWrap}>
        <Popover.Trigger asChild>
          <button ref={bellRef} type="button" className={s.bellButton}>
            <BellIcon />
            <span className={visuallyHidden}>{unread ? t`Notifications (new)` : t`Notifications`}</span>
            {unread && <span className={s.unreadDot} data-testid="unread-marker" />}
          </button>
        </Popover.Trigger>
        <Popover.Content
          asChild
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          // The panel's body, not its first button: the list is read before anything is pressed.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            bodyRef.current?.focus();
          }}
          // Back to the bell only when the focus was in the panel (not elsewhere on the page),
          // at once: Radix would do it a tick later, once the panel is gone.
          onEscapeKeyDown={() => {
            if (panelRef.current?.contains(document.activeElement)) bellRef.current?.focus();
          }}
        >
          <section
            ref={panelRef}
            // A region, as before Radix, whose default role here is dialog: the panel is a list, not a modal.
            // biome-ignore lint/a11y/noRedundantRoles: Radix's Content sets role="dialog" unless the child names its own.
            role="region"
            className={s.panel}
            aria-label={t`Notifications`}
            data-testid="notifications-panel"
          >
            <span className={s.sheetHandle} aria-hidden="true" />
            <h2 className={s.panelTitle}>{t`Notifications`}</h2>
            <div ref={bodyRef} className={p.panelBody} tabIndex={-1}>
              <NotificationsPanel {...panel} />
            </div>
          </section>
        </Popover.Content>
      </div>
    </Popover.Root>
  );
}
