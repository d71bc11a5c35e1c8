import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BreedNames } from '../../contract/friends';
import type { FriendRequestsContext } from '../../machines/friend-requests/friend-requests.types';
import type {
  AlertPermission,
  IncomingCall,
  IncomingFriendRequest,
  MissedCall,
  NotificationItem,
} from '../../machines/notifications/notifications.types';
import { breedNameOrNull } from '../features/breeds/breed-name';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import * as s from './AccountArea.css';
import { AnswerCallLink } from './AnswerCallLink';
import { Avatar } from './Avatar';
import * as p from './NotificationsPanel.css';

export interface NotificationsPanelProps {
  items: NotificationItem[];
  /** The requests list is loading. */
  loading: boolean;
  /** The requests list could not be loaded. */
  loadFailed: boolean;
  /** The request being accepted or declined. */
  acting: FriendRequestsContext['acting'];
  alertPermission: AlertPermission;
  muted: boolean;
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
  /** Opens the block popup for the sender of a request. */
  onBlock?: (user: { id: number; name: string }) => void;
  onReload: () => void;
  /** The answer link was followed (the panel closes, the call stops ringing; the friend-call page takes over). */
  onAnswer: (from: number) => void;
  onDeclineCall: (from: number) => void;
  /** A missed call was dismissed (or called back). */
  onDismissMissed?: (callId: string) => void;
  onEnableAlerts: () => void;
  onToggleMute: () => void;
}

/** The pet's name and, in the page's language, its breed. */
const petLine = (petName: string, breed: BreedNames | null, locale: string) => {
  const name = breedNameOrNull(breed, locale);
  return name ? `${petName} · ${name}` : petName;
};

function CallEntry({
  call,
  onAnswer,
  onDeclineCall,
}: {
  call: IncomingCall;
  onAnswer: (from: number) => void;
  onDeclineCall: (from: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { fromName, image, petName, petBreedName, petBreedNameUa, from } = call;
  const breed = petBreedName === null ? null : { name: petBreedName, name_ua: petBreedNameUa ?? petBreedName };
  return (
    <li className={`${p.entry} ${p.callEntry}`}>
      <Avatar name={fromName} image={image} />
      <span className={s.itemText}>
        <span>
          <Trans>
            <strong>{fromName}</strong> is calling you
          </Trans>
        </span>
        <span className={s.itemMeta}>{petLine(petName, breed, i18n.locale)}</span>
      </span>
      <span className={p.entryActions}>
        <AnswerCallLink from={from} fromName={fromName} className={p.entryAction} onAnswer={onAnswer} />
        <Button
          className={p.entryAction}
          variant="danger"
          size="sm"
          aria-label={t`Decline the call from ${fromName}`}
          onClick={() => onDeclineCall(from)}
        >
          <Trans>Decline</Trans>
        </Button>
      </span>
    </li>
  );
}

function MissedEntry({ call, onDismiss }: { call: MissedCall; onDismiss: (callId: string) => void }) {
  const { t } = useLingui();
  const { fromName, from, callId } = call;
  return (
    <li className={p.entry}>
      <Avatar name={fromName} image={null} />
      <span className={s.itemText}>
        <span>
          <Trans>
            Missed call from <strong>{fromName}</strong>
          </Trans>
        </span>
      </span>
      <span className={p.entryActions}>
        <Link
          to="/friend-call"
          search={{ userId: from }}
          asButton={{ size: 'sm', variant: 'secondary' }}
          aria-label={t`Call ${fromName} back`}
          onClick={() => onDismiss(callId)}
        >
          <Trans>Call back</Trans>
        </Link>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Dismiss the missed call from ${fromName}`}
          onClick={() => onDismiss(callId)}
        >
          <Trans>Dismiss</Trans>
        </Button>
      </span>
    </li>
  );
}

function RequestEntry({
  request,
  acting,
  onAccept,
  onDecline,
  onBlock,
}: {
  request: IncomingFriendRequest;
  acting: FriendRequestsContext['acting'];
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
  onBlock?: (user: { id: number; name: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const { id, name, image, pet_name, breed } = request;
  const mine = acting?.id === id ? acting.action : null;
  // One request at a time: the others wait until it is done.
  const busy = acting !== null;
  return (
    <li className={p.entry} aria-busy={mine !== null || undefined}>
      <Avatar name={name} image={image} />
      <span className={s.itemText}>
        <span>
          <Trans>
            <strong>{name}</strong> sent you a friend request
          </Trans>
        </span>
        <span className={s.itemMeta}>{petLine(pet_name, breed, i18n.locale)}</span>
      </span>
      <span className={p.entryActions}>
        <Button
          className={p.entryAction}
          size="sm"
          loading={mine === 'accept'}
          disabled={busy}
          aria-label={t`Accept the friend request from ${name}`}
          onClick={() => onAccept(id)}
        >
          <Trans>Accept</Trans>
        </Button>
        <Button
          className={p.entryAction}
          variant="secondary"
          size="sm"
          loading={mine === 'decline'}
          disabled={busy}
          aria-label={t`Decline the friend request from ${name}`}
          onClick={() => onDecline(id)}
        >
          <Trans>Decline</Trans>
        </Button>
        {onBlock && (
          <Button
            className={p.entryAction}
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={t`Block ${name}`}
            onClick={() => onBlock({ id, name })}
          >
            <Trans>Block</Trans>
          </Button>
        )}
      </span>
    </li>
  );
}

function AlertSettings({
  alertPermission,
  muted,
  onEnableAlerts,
  onToggleMute,
}: Pick<NotificationsPanelProps, 'alertPermission' | 'muted' | 'onEnableAlerts' | 'onToggleMute'>) {
  return (
    <div className={p.settings}>
      {alertPermission === 'default' && (
        <>
          <Button variant="secondary" size="sm" onClick={onEnableAlerts}>
            <Trans>Turn on call alerts</Trans>
          </Button>
          <span className={p.settingsHint}>
            <Trans>Your browser will tell you about calls while this tab is hidden.</Trans>
          </span>
        </>
      )}
      {alertPermission === 'granted' && (
        <span className={p.settingsHint}>
          <Trans>Call alerts are on.</Trans>
        </span>
      )}
      {alertPermission === 'denied' && (
        <span className={p.settingsHint}>
          <Trans>Call alerts are blocked in your browser settings.</Trans>
        </span>
      )}
      <Button variant="ghost" size="sm" aria-pressed={muted} onClick={onToggleMute}>
        {muted ? <Trans>Call sound is off</Trans> : <Trans>Call sound is on</Trans>}
      </Button>
    </div>
  );
}

/**
 * The content of the notification panel (spec §4): incoming calls (answer, decline), incoming
 * friend requests (accept, decline, busy while acting), the requests' loading and error states,
 * the empty state, and the call-alert settings. Pure: props in, callbacks out.
 */
export function NotificationsPanel(props: NotificationsPanelProps) {
  const { items, loading, loadFailed, acting, onAccept, onDecline, onReload, onAnswer, onDeclineCall } = props;
  const calls = items.flatMap((i) => (i.kind === 'incomingCall' ? [i.call] : []));
  const requests = items.flatMap((i) => (i.kind === 'friendRequest' ? [i.request] : []));
  const missed = items.flatMap((i) => (i.kind === 'missedCall' ? [i.call] : []));
  const id = useId();
  const empty = calls.length === 0 && requests.length === 0 && missed.length === 0 && !loading && !loadFailed;
  return (
    <>
      {calls.length > 0 && (
        <section aria-labelledby={`${id}-calls`}>
          <h3 id={`${id}-calls`} className={p.groupTitle}>
            <Trans>Incoming calls</Trans>
          </h3>
          <ul className={s.items}>
            {calls.map((call) => (
              <CallEntry key={call.from} call={call} onAnswer={onAnswer} onDeclineCall={onDeclineCall} />
            ))}
          </ul>
        </section>
      )}
      {missed.length > 0 && (
        <section aria-labelledby={`${id}-missed`}>
          <h3 id={`${id}-missed`} className={p.groupTitle}>
            <Trans>Missed calls</Trans>
          </h3>
          <ul className={s.items}>
            {missed.map((call) => (
              <MissedEntry key={call.callId} call={call} onDismiss={props.onDismissMissed ?? (() => {})} />
            ))}
          </ul>
        </section>
      )}
      {requests.length > 0 && (
        <section aria-labelledby={`${id}-requests`}>
          <h3 id={`${id}-requests`} className={p.groupTitle}>
            <Trans>Friend requests</Trans>
          </h3>
          <ul className={s.items}>
            {requests.map((request) => (
              <RequestEntry
                key={request.id}
                request={request}
                acting={acting}
                onAccept={onAccept}
                onDecline={onDecline}
                onBlock={props.onBlock}
              />
            ))}
          </ul>
        </section>
      )}
      {loading && requests.length === 0 && (
        <p className={p.status} role="status">
          <Spinner size="sm" tone="accent" />
          <span>
            <Trans>Loading friend requests…</Trans>
          </span>
        </p>
      )}
      {loadFailed && (
        <div className={p.problem} role="alert">
          <span>
            <Trans>Could not load friend requests.</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={onReload}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {empty && (
        <p className={s.empty}>
          <Trans>No notifications yet</Trans>
        </p>
      )}
      <AlertSettings {...props} />
    </>
  );
}
