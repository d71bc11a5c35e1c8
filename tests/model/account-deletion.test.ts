import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { UserView } from '../../contract/user';
import { createAccountDeletionImplementations } from '../../machines/account-deletion/account-deletion.actors';
import { accountDeletionMachine } from '../../machines/account-deletion/account-deletion.machine';
import { selectAccountDeletion } from '../../machines/account-deletion/account-deletion.selectors';
import type { AccountDeletionEvent } from '../../machines/account-deletion/account-deletion.types';
import { type Deferred, deferred, flush } from './support/deferred';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

type M = typeof accountDeletionMachine;
type ModelEvent = AccountDeletionEvent | { type: string; output?: unknown; error?: unknown };

const paths = generatePaths(accountDeletionMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('deleting')) {
      events.push(
        { type: 'xstate.done.actor.deleteAccount', output: userFixture() },
        { type: 'xstate.error.actor.deleteAccount', error: failures.server },
      );
    }
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const calls: Deferred<UserView>[] = [];
  const effects: string[] = [];
  const machine = accountDeletionMachine.provide(
    createAccountDeletionImplementations({
      deleteAccount: (signal) => {
        const d = deferred<UserView>(signal);
        calls.push(d);
        return d.promise;
      },
      notifyDeleted: () => effects.push('toast: account deleted'),
      notifyFailed: () => effects.push('toast: wrong'),
      logout: () => effects.push('logout'),
    }),
  );
  const actor = createActor(machine).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const counts = { calls: calls.length, effects: effects.length };
    if (e.type === 'xstate.done.actor.deleteAccount') calls.at(-1)!.resolve(e.output as UserView);
    else if (e.type === 'xstate.error.actor.deleteAccount') calls.at(-1)!.reject(e.error);
    else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectAccountDeletion(snapshot);
    // The account is deleted only after the confirmation.
    expect(calls.length - counts.calls).toBe(
      e.type === 'deletion.confirm' && (before.matches('confirming') || before.matches('failed')) ? 1 : 0,
    );
    const newEffects = effects.slice(counts.effects);
    // Spec §4/§8: deleted → the warning, then logout; failed → the "wrong" toast, still signed in.
    if (e.type === 'xstate.done.actor.deleteAccount') expect(newEffects).toEqual(['toast: account deleted', 'logout']);
    else if (e.type === 'xstate.error.actor.deleteAccount') expect(newEffects).toEqual(['toast: wrong']);
    else expect(newEffects).toEqual([]);
    expect(view.open).toBe(snapshot.hasTag('open'));
    expect(view.busy).toBe(snapshot.matches('deleting'));
    if (snapshot.matches('deleted')) expect(snapshot.status).toBe('done');
  }
  actor.stop();
}

describe('account-deletion machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(accountDeletionMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(accountDeletionMachine)) expect(used, type).toContain(type);
  });
});
