import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { PushKinds } from '../../contract/push';
import { createPushPermissionImplementations } from '../../machines/push-permission/push-permission.actors';
import { pushPermissionMachine } from '../../machines/push-permission/push-permission.machine';
import { selectPushPermission } from '../../machines/push-permission/push-permission.selectors';
import {
  DETECT_TIMEOUT_MS,
  type PushDetection,
  SUBSCRIBE_TIMEOUT_MS,
} from '../../machines/push-permission/push-permission.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';

const DETECT_TIMEOUT = afterEventType(pushPermissionMachine, 'pushPermission.detecting');
const SUBSCRIBE_TIMEOUT = afterEventType(pushPermissionMachine, 'pushPermission.subscribing');
const stored: PushKinds = { calls: true, friend_requests: false, missed_calls: true };
const failure = new Error('push service unreachable');

describeModel(pushPermissionMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'push.enable' },
      { type: 'push.disable' },
      { type: 'push.setKind', kind: 'calls', on: false },
      { type: 'push.retry' },
    ];
    if (s.matches('detecting'))
      events.push(
        ...(
          [
            { permission: 'unsupported' },
            { permission: 'default' },
            { permission: 'denied' },
            { permission: 'granted', kinds: null },
            { permission: 'granted', kinds: stored },
          ] satisfies PushDetection[]
        ).map((output) => ({ type: 'xstate.done.actor.detect', output })),
        { type: 'xstate.error.actor.detect', error: failure },
        { type: DETECT_TIMEOUT },
      );
    if (s.matches('asking'))
      events.push(
        ...['granted', 'denied', 'default'].map((output) => ({ type: 'xstate.done.actor.requestPermission', output })),
        { type: 'xstate.error.actor.requestPermission', error: failure },
      );
    if (s.matches('subscribing'))
      events.push(
        { type: 'xstate.done.actor.subscribe', output: s.context.kinds },
        { type: 'xstate.error.actor.subscribe', error: failure },
        { type: SUBSCRIBE_TIMEOUT },
      );
    if (s.matches('updating'))
      events.push(
        { type: 'xstate.done.actor.saveKinds', output: s.context.kinds },
        { type: 'xstate.error.actor.saveKinds', error: failure },
      );
    if (s.matches('unsubscribing'))
      events.push(
        { type: 'xstate.done.actor.unsubscribe', output: undefined },
        { type: 'xstate.error.actor.unsubscribe', error: failure },
      );
    return events;
  },
  delay: (step) => (step.event.type === DETECT_TIMEOUT ? DETECT_TIMEOUT_MS : SUBSCRIBE_TIMEOUT_MS),
  world: () => {
    const detect = fakeCalls<[AbortSignal], PushDetection>();
    const requestPermission = fakeCalls<[], NotificationPermission>();
    const subscribe = fakeCalls<[PushKinds, AbortSignal], PushKinds>();
    const saveKinds = fakeCalls<[PushKinds, AbortSignal], PushKinds>();
    const unsubscribe = fakeCalls<[AbortSignal], void>();
    return {
      machine: pushPermissionMachine.provide(
        createPushPermissionImplementations({
          detect: detect.fn,
          requestPermission: requestPermission.fn,
          subscribe: subscribe.fn,
          saveKinds: saveKinds.fn,
          unsubscribe: unsubscribe.fn,
        }),
      ),
      clock: new SimulatedClock(),
      calls: { detect, requestPermission, subscribe, saveKinds, unsubscribe },
      requestPermission,
      subscribe,
    };
  },
  atStart: ({ world }) => expect(world.requestPermission.calls).toHaveLength(0),
  oracles: {
    'permission is asked only after the user turned the switch on, once per click': ({ taken, world }) => {
      const clicks = taken.filter((s) => s.event.type === 'push.enable' && s.before.matches('off'));
      expect(world.requestPermission.calls).toHaveLength(clicks.length);
    },
    'a subscription is made only after permission was granted': ({ taken, world }) => {
      const granted = taken.filter(
        (s) =>
          s.event.type === 'xstate.done.actor.requestPermission' &&
          (s.event as { output: string }).output === 'granted',
      );
      expect(world.subscribe.calls).toHaveLength(granted.length);
    },
    'the switches shown are the server’s once it answered': ({ step, snapshot }) => {
      if (step.event.type === 'xstate.done.actor.detect' && snapshot.matches('on'))
        expect(snapshot.context.kinds).toEqual(stored);
      if (step.event.type === 'push.setKind' && step.before.matches('on'))
        expect(snapshot.context.kinds).toEqual({ ...step.before.context.kinds, calls: false });
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectPushPermission(snapshot);
      const expected = snapshot.matches('detecting')
        ? 'checking'
        : snapshot.matches('unsupported')
          ? 'unsupported'
          : snapshot.matches('denied')
            ? 'denied'
            : snapshot.matches('error')
              ? 'error'
              : (['on', 'updating', 'unsubscribing'] as const).some((s) => snapshot.matches(s))
                ? 'on'
                : 'off';
      expect(view.status).toBe(expected);
      expect(view.busy).toBe(
        (['detecting', 'asking', 'subscribing', 'updating', 'unsubscribing'] as const).some((s) => snapshot.matches(s)),
      );
    },
  },
});
