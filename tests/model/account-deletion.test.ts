import { expect } from 'vitest';
import type { UserView } from '../../contract/user';
import { createAccountDeletionImplementations } from '../../machines/account-deletion/account-deletion.actors';
import { accountDeletionMachine } from '../../machines/account-deletion/account-deletion.machine';
import { selectConfirmDialog } from '../../machines/confirm/confirm.selectors';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';
import { failures, userFixture } from './support/profile-fixtures';

describeModel(accountDeletionMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('working')) {
      events.push(
        { type: 'xstate.done.actor.deleteAccount', output: userFixture() },
        { type: 'xstate.error.actor.deleteAccount', error: failures.server },
      );
    }
    return events;
  },
  world: () => {
    const deleteAccount = fakeCalls<[AbortSignal], UserView>();
    const session = recorder();
    const toasts = recorder();
    return {
      machine: accountDeletionMachine.provide(
        createAccountDeletionImplementations({ deleteAccount: deleteAccount.fn }),
      ),
      system: { session: session.logic, toasts: toasts.logic },
      calls: { deleteAccount },
      deleteAccount,
      session,
      toasts,
    };
  },
  oracles: {
    'the account is deleted only after the confirmation': ({ taken, world }) => {
      const confirmed = taken.filter(
        (s) => s.event.type === 'deletion.confirm' && (s.before.matches('confirming') || s.before.matches('failed')),
      );
      expect(world.deleteAccount.calls).toHaveLength(confirmed.length);
    },
    // Spec §4/§8: deleted → the warning, then logout; failed → the "wrong" toast, still signed in.
    'the machine shows its toasts and ends the session itself': ({ taken, world }) => {
      const toasts = taken.flatMap((s) => {
        if (s.event.type === 'xstate.done.actor.deleteAccount') return [['warning', 'Your account has been deleted']];
        if (s.event.type === 'xstate.error.actor.deleteAccount')
          return [['error', 'Something went wrong. Please try again.']];
        return [];
      });
      expect(
        world.toasts.events.map((e) => {
          const toast = e as unknown as { type: string; kind: string; message: Parameters<typeof english>[0] };
          expect(toast.type).toBe('toast.show');
          return [toast.kind, english(toast.message)];
        }),
      ).toEqual(toasts);
      const deleted = taken.some((s) => s.event.type === 'xstate.done.actor.deleteAccount');
      expect(world.session.events).toEqual(deleted ? [{ type: 'session.logout' }] : []);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectConfirmDialog(snapshot);
      expect(view.open).toBe(snapshot.hasTag('open'));
      expect(view.busy).toBe(snapshot.matches('working'));
      expect(view.done).toBe(snapshot.matches('done'));
      if (snapshot.matches('done')) expect(snapshot.status).toBe('done');
    },
  },
});
