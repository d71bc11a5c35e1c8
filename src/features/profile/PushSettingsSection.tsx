import { Trans, useLingui } from '@lingui/react/macro';
import type { PushKind } from '../../../contract/push';
import type { PushPermissionView } from '../../../machines/push-permission/push-permission.selectors';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Spinner } from '../../ui/Spinner';
import * as s from './ProfilePage.css';
import * as p from './PushSettings.css';

export interface PushSettingsSectionProps {
  view: PushPermissionView;
  /** From the switch's click: the browser asks for permission only after the user's gesture. */
  onEnable: () => void;
  onDisable: () => void;
  onSetKind: (kind: PushKind, on: boolean) => void;
  onRetry: () => void;
}

/** "Notifications on this device": calls and friend requests by Web Push, each kind switchable. */
export function PushSettingsSection({ view, onEnable, onDisable, onSetKind, onRetry }: PushSettingsSectionProps) {
  const { t } = useLingui();
  const kindLabels: Record<PushKind, string> = {
    calls: t`Incoming calls`,
    friend_requests: t`Friend requests`,
    missed_calls: t`Missed calls`,
  };
  const canSwitch = view.status === 'off' || view.status === 'on';
  return (
    <section className={s.card} aria-labelledby="profile-push-title" data-testid="push-settings">
      <h2 id="profile-push-title" className={s.cardTitle}>
        <Trans>Notifications on this device</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Friends' calls and requests reach this device even when PetChat is closed.</Trans>
      </p>
      {view.status === 'checking' && <Spinner size="sm" label={t`Loading…`} />}
      {view.status === 'unsupported' && (
        <p className={s.muted}>
          <Trans>
            This browser cannot show PetChat notifications. On an iPhone or iPad, add PetChat to the Home Screen first,
            then open it from there.
          </Trans>
        </p>
      )}
      {view.status === 'denied' && (
        <p className={s.muted} role="status">
          <Trans>
            Notifications are blocked for PetChat in this browser. Allow them in the site settings to turn them on.
          </Trans>
        </p>
      )}
      {view.status === 'error' && (
        <div className={s.row}>
          <p className={s.muted} role="alert">
            <Trans>Notifications could not be set up on this device.</Trans>
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {canSwitch && (
        <Checkbox
          role="switch"
          label={t`Notifications on this device`}
          checked={view.enabled}
          aria-checked={view.enabled}
          disabled={view.busy}
          onChange={(event) => (event.currentTarget.checked ? onEnable() : onDisable())}
        />
      )}
      {view.status === 'on' && (
        <fieldset className={p.kinds}>
          <legend className={`${s.muted} ${p.legend}`}>
            <Trans>Notify me about</Trans>
          </legend>
          {(Object.keys(kindLabels) as PushKind[]).map((kind) => (
            <Checkbox
              key={kind}
              label={kindLabels[kind]}
              checked={view.kinds[kind]}
              disabled={view.busy}
              onChange={(event) => onSetKind(kind, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      )}
    </section>
  );
}
