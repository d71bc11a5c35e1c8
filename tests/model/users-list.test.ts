import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { AllUsersItem, AllUsersPage } from '../../contract/friends';
import { apiFailure } from '../../machines/shared/api-failure';
import { createUsersListImplementations } from '../../machines/users-list/users-list.actors';
import { usersListMachine } from '../../machines/users-list/users-list.machine';
import { selectUsersList, userRows } from '../../machines/users-list/users-list.selectors';
import { SEARCH_DEBOUNCE_MS } from '../../machines/users-list/users-list.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';

const DEBOUNCED = afterEventType(usersListMachine, 'usersList.debouncing');
const user = (id: number, name: string): AllUsersItem => ({
  id,
  name,
  image: null,
  pet_name: 'Kesha',
  breed: null,
  relation: null,
});
/** Two pages of everybody; one page for "ann". */
const answer = (page: number, q: string): AllUsersPage =>
  q ? { items: [user(1, 'Hanna')], page: 1, pages: 1 } : { items: [user(page * 10, `User ${page}`)], page, pages: 2 };

describeModel(usersListMachine, {
  inputs: [{ isSubscribed: false, friendCount: 0 }],
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'search.change', query: 'ann' },
      { type: 'search.change', query: '' },
      { type: 'page.go', page: 2 },
      { type: 'page.go', page: 1 },
      { type: 'list.retry' },
      { type: 'user.blocked', userId: 11 },
    ];
    if (s.matches('loading'))
      events.push(
        { type: 'xstate.done.actor.loadUsers', output: answer(s.context.page, s.context.q) },
        { type: 'xstate.error.actor.loadUsers', error: apiFailure(500, { message: 'Server error' }) },
      );
    if (s.matches('debouncing')) events.push({ type: DEBOUNCED });
    return events;
  },
  delay: () => SEARCH_DEBOUNCE_MS,
  world: () => {
    const loadUsers = fakeCalls<[number, string, AbortSignal], AllUsersPage>();
    return {
      machine: usersListMachine.provide(createUsersListImplementations({ loadUsers: loadUsers.fn })),
      clock: new SimulatedClock(),
      calls: { loadUsers },
      loadUsers,
    };
  },
  oracles: {
    // Typing does not search at once: only the quiet period after the last keystroke does.
    'a search is asked for only after the typing stopped, from page 1': ({ event, world, added, snapshot }) => {
      const asked = added(world.loadUsers.calls).map((c) => [c.args[0], c.args[1]]);
      if (event.type === 'search.change') expect(asked).toEqual([]);
      if (event.type === DEBOUNCED) expect(asked).toEqual([[1, snapshot.context.query.trim()]]);
    },
    'the list asks for the page and query it shows': ({ snapshot, world }) => {
      const last = world.loadUsers.calls.at(-1);
      if (snapshot.matches('loading'))
        expect([last?.args[0], last?.args[1]]).toEqual([snapshot.context.page, snapshot.context.q]);
    },
    'a page outside 1…pages, or the page shown, is not loaded': ({ event, step: { before }, snapshot }) => {
      if (event.type !== 'page.go' || !before.matches('ready')) return;
      const other = event.page !== before.context.page && event.page <= before.context.pages;
      expect(snapshot.matches('loading')).toBe(other);
    },
    'an older answer never shows: leaving loading drops its request': ({ event, step: { before }, world }) => {
      if (before.matches('loading') && event.type === 'search.change')
        expect(world.loadUsers.calls.at(-1)?.d.aborted).toBe(true);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectUsersList(snapshot);
      expect(view.status).toBe(
        snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
      );
      if (view.status === 'failed') expect(view.error).toBe('Server error');
      expect(view.page).toBeLessThanOrEqual(view.pages);
      const rows = userRows(view.items, { busy: false, target: null, statuses: {}, limitReached: false });
      expect(rows.map((r) => r.id)).toEqual(view.items.map((i) => i.id));
    },
  },
});
