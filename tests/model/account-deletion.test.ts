import { expect } from 'vitest';
import type { UserView } from '../../contract/user';
import { createAccountDeletionImplementations } from '../../machines/account-deletion/account-deletion.actors';
import { accountDeletionMachine } from '../../machines/account-deletion/account-deletion.machine';
import { selectAccountDeletion } from '../../machines/account-deletion/account-deletion.selectors';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { failures, userFixture } from './support/profile-fixtures';

describeModel(accountDeletionMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('deleting')) {
      events.push(
        { type: 'xstate.done.actor.deleteAccount', output: userFixture() },
        { type: 'xstate.error.actor.deleteAccount', error: failures.server },
      );
    }
    return events;
  },
  world: () => {
    const deleteAccount = fakeCalls<[AbortSignal], UserView>();
    const effects: string[] = [];
    const machine = accountDeletionMachine.provide(
      createAccountDeletionImplementations({
        deleteAccount: deleteAccount.fn,
        notifyDeleted: () => effects.push('toast: account deleted'),
        notifyFailed: () => effects.push('toast: wrong'),
        logout: () => effects.push('logout'),
      }),
    );
    return { machine, calls: { deleteAccount }, deleteAccount, effects };
  },
  oracles: {
    'the account is deleted only after the confirmation': ({ event, step, world, added }) => {
      const confirmed =
        event.type === 'deletion.confirm' && (step.before.matches('confirming') || step.before.matches('failed'));
      expect(added(world.deleteAccount.calls)).toHaveLength(confirmed ? 1 : 0);
    },
    // Spec §4/§8: deleted → the warning, then logout; failed → the "wrong" toast, still signed in.
    'deleted: the warning then logout; failed: the "wrong" toast': ({ event, world, added }) => {
      if (event.type === 'xstate.done.actor.deleteAccount')
        expect(added(world.effects)).toEqual(['toast: account deleted', 'logout']);
      else if (event.type === 'xstate.error.actor.deleteAccount')
        expect(added(world.effects)).toEqual(['toast: wrong']);
      else expect(added(world.effects)).toEqual([]);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectAccountDeletion(snapshot);
      expect(view.open).toBe(snapshot.hasTag('open'));
      expect(view.busy).toBe(snapshot.matches('deleting'));
      if (snapshot.matches('deleted')) expect(snapshot.status).toBe('done');
    },
  },
});
