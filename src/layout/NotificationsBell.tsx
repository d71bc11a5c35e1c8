import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
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
 * the bell toggles and that closes on a click outside or Escape. Opening moves the focus into the
 * panel; Escape gives it back to the bell.
 */
export function NotificationsBell({ open, unread, onToggle, onClose, ...panel }: NotificationsBellProps) {
  const { t } = useLingui();
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    bodyRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Back to the bell only when the focus was in the panel (not elsewhere on the page).
      if (wrapRef.current?.contains(document.activeElement)) bellRef.current?.focus();
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  return (
    <>
      {/* Phones: the page dims behind the sheet; a tap there is outside the panel, so it closes. */}
      {open && <div className={s.sheetScrim} aria-hidden="true" data-testid="bell-scrim" />}
      <div className={s.bellWrap} ref={wrapRef}>
        <button
          ref={bellRef}
          type="button"
          className={s.bellButton}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          <BellIcon />
          <span className={visuallyHidden}>{unread ? t`Notifications (new)` : t`Notifications`}</span>
          {unread && <span className={s.unreadDot} data-testid="unread-marker" />}
        </button>
        {open && (
          <section id={panelId} className={s.panel} aria-label={t`Notifications`} data-testid="notifications-panel">
            <span className={s.sheetHandle} aria-hidden="true" />
            <h2 className={s.panelTitle}>{t`Notifications`}</h2>
            <div ref={bodyRef} className={p.panelBody} tabIndex={-1}>
              <NotificationsPanel {...panel} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
