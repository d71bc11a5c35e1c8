import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import type { BlockedUser } from '../../contract/safety';
import { createBlockedUsersImplementations } from '../../machines/blocked-users/blocked-users.actors';
import { blockedUsersMachine } from '../../machines/blocked-users/blocked-users.machine';
import { selectBlockedUsers } from '../../machines/blocked-users/blocked-users.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

const USERS: BlockedUser[] = [
  { id: 2, name: 'Bohdan', image: null },
  { id: 3, name: 'Chrystia', image: null },
];

describeModel(blockedUsersMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'list.retry' },
      { type: 'user.unblock', id: 2 },
      { type: 'user.unblock', id: 99 },
      { type: 'unblock.confirm' },
      { type: 'unblock.cancel' },
    ];
    if (s.matches('loading'))
      events.push(
        { type: 'xstate.done.actor.loadBlocks', output: USERS },
        { type: 'xstate.error.actor.loadBlocks', error: apiFailure(500) },
      );
    if (s.matches({ ready: 'unblocking' }))
      events.push(
        { type: 'xstate.done.actor.unblock' },
        { type: 'xstate.error.actor.unblock', error: apiFailure(404) },
      );
    return events;
  },
  world: () => {
    const loadBlocks = fakeCalls<[AbortSignal], BlockedUser[]>();
    const unblock = fakeCalls<[number, AbortSignal]>();
    const toasts = recorder();
    return {
      machine: blockedUsersMachine.provide(
        createBlockedUsersImplementations({ loadBlocks: loadBlocks.fn, unblock: unblock.fn }),
      ),
      system: { toasts: toasts.logic },
      calls: { loadBlocks, unblock },
      unblock,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
    };
  },
  oracles: {
    'nobody is unblocked without the confirmation, and it is the user chosen': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const sent = added(world.unblock.calls).map((c) => c.args[0]);
      if (event.type === 'unblock.confirm' && before.matches({ ready: 'confirming' }))
        expect(sent).toEqual([before.context.unblocking?.id]);
      else expect(sent).toEqual([]);
    },
    'unblocked: the user leaves the list with a toast; failed: the list stays with a toast': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.unblock') {
        expect(shown).toEqual([{ kind: 'success', text: 'Unblocked' }]);
        expect(snapshot.context.users.map((u) => u.id)).not.toContain(before.context.unblocking?.id);
      } else if (event.type === 'xstate.error.actor.unblock') {
        expect(shown).toEqual([{ kind: 'error', text: 'Failed, please try again.' }]);
        expect(snapshot.context.users).toEqual(before.context.users);
      } else expect(shown).toEqual([]);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectBlockedUsers(snapshot);
      expect(view.loading).toBe(snapshot.matches('loading'));
      expect(view.failed).toBe(snapshot.matches('failed'));
      expect(view.busy).toBe(snapshot.matches({ ready: 'unblocking' }));
      expect(view.unblocking !== null).toBe(snapshot.matches({ ready: 'confirming' }) || view.busy);
    },
  },
});
