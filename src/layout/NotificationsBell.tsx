import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { NotificationItem } from '../../machines/notifications/notifications.types';
import { visuallyHidden } from '../styles/utilities.css';
import { Link } from '../ui/Link';
import * as s from './AccountArea.css';
import { BellIcon, PhoneIncomingIcon, UserPlusIcon } from '../ui/account-icons';

export interface NotificationsBellProps {
  open: boolean;
  unread: boolean;
  items: NotificationItem[];
  onToggle: () => void;
  onClose: () => void;
}

function Item({ item }: { item: NotificationItem }) {
  if (item.kind === 'friendRequest') {
    const { name, pet_name, breed } = item.request;
    return (
      <li className={s.item}>
        <span className={s.itemIcon}>
          <UserPlusIcon />
        </span>
        <span className={s.itemText}>
          <span>
            <Trans>
              <strong>{name}</strong> sent you a friend request
            </Trans>
          </span>
          <span className={s.itemMeta}>{breed ? `${pet_name} · ${breed.name}` : pet_name}</span>
        </span>
      </li>
    );
  }
  const { fromName, petName, petBreedName, from } = item.call;
  return (
    <li className={s.item}>
      <span className={s.itemIcon}>
        <PhoneIncomingIcon />
      </span>
      <span className={s.itemText}>
        <span>
          <Trans>
            <strong>{fromName}</strong> is calling you
          </Trans>
        </span>
        <span className={s.itemMeta}>{petBreedName ? `${petName} · ${petBreedName}` : petName}</span>
      </span>
      <Link to="/friend-call" search={{ incomingCallFrom: from }} asButton={{ size: 'sm' }}>
        <Trans>Answer</Trans>
      </Link>
    </li>
  );
}

/**
 * The bell of the top bar (spec §2, §4 "Notification panel"): an unread marker, and a panel that
 * the bell toggles and that closes on a click outside or Escape.
 */
export function NotificationsBell({ open, unread, items, onToggle, onClose }: NotificationsBellProps) {
  const { t } = useLingui();
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  return (
    <div className={s.bellWrap} ref={wrapRef}>
      <button
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
        <section id={panelId} className={s.panel} aria-label={t`Notifications`}>
          <h2 className={s.panelTitle}>
            <Trans>Notifications</Trans>
          </h2>
          {items.length === 0 ? (
            <p className={s.empty}>
              <Trans>No notifications yet</Trans>
            </p>
          ) : (
            <ul className={s.items}>
              {items.map((item) => (
                <Item key={item.key} item={item} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
