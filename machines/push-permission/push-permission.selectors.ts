import type { SnapshotFrom } from 'xstate';
import type { PushKinds } from '../../contract/push';
import type { pushPermissionMachine } from './push-permission.machine';

export type PushPermissionSnapshot = SnapshotFrom<typeof pushPermissionMachine>;

/** What the profile section shows: the switch's state and, when on, the per-kind toggles. */
export type PushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'error';

export interface PushPermissionView {
  status: PushStatus;
  /** The switch reads "on" while turning on, updating or turning off is in progress. */
  enabled: boolean;
  busy: boolean;
  kinds: PushKinds;
}

function statusOf(s: PushPermissionSnapshot): PushStatus {
  if (s.matches('detecting')) return 'checking';
  if (s.matches('unsupported')) return 'unsupported';
  if (s.matches('denied')) return 'denied';
  if (s.matches('error')) return 'error';
  if (s.matches('on') || s.matches('updating') || s.matches('unsubscribing')) return 'on';
  return 'off';
}

export function selectPushPermission(s: PushPermissionSnapshot): PushPermissionView {
  const status = statusOf(s);
  return {
    status,
    enabled: status === 'on' || s.matches('subscribing'),
    busy: s.hasTag('busy'),
    kinds: s.context.kinds,
  };
}
