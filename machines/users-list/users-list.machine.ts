import { assign, fromPromise, setup } from 'xstate';
import type { AllUsersPage } from '../../contract/friends';
import { friendRequestMachine } from '../friend-request/friend-request.machine';
import { failureOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import {
  SEARCH_DEBOUNCE_MS,
  type UsersListContext,
  type UsersListEvent,
  type UsersListInput,
} from './users-list.types';

export const usersListMachine = setup({
  types: {
    context: {} as UsersListContext,
    events: {} as UsersListEvent,
    input: {} as UsersListInput,
  },
  actors: {
    loadUsers: fromPromise<AllUsersPage, { page: number; q: string }>(notProvided('usersList.loadUsers')),
    sender: friendRequestMachine,
  },
  actions: {
    dropBlocked: assign({
      items: ({ context, event }) =>
        event.type === 'user.blocked' ? context.items.filter((u) => u.id !== event.userId) : context.items,
    }),
    typed: assign({ query: ({ context, event }) => (event.type === 'search.change' ? event.query : context.query) }),
    searchNow: assign({ q: ({ context }) => context.query.trim(), page: 1 }),
    choosePage: assign({
      page: ({ context, event }) =>
        event.type === 'page.go' ? Math.min(Math.max(1, Math.trunc(event.page)), context.pages) : context.page,
    }),
    loaded: assign(({ event }) => {
      const answer = outputOf<AllUsersPage>(event);
      return { items: answer.items, page: answer.page, pages: Math.max(1, answer.pages), error: null };
    }),
    loadFailed: assign({ error: ({ event }) => failureOf((event as { error?: unknown }).error).message }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' && event.page >= 1 && event.page <= context.pages && event.page !== context.page,
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({ me: input, query: '', q: '', page: 1, pages: 1, items: [], error: null }),
  invoke: { id: 'sender', src: 'sender', input: ({ context }) => context.me },
  initial: 'loading',
  on: {
    'user.blocked': { actions: 'dropBlocked' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        input: ({ context }) => ({ page: context.page, q: context.q }),
        onDone: { target: 'ready', actions: 'loaded' },
        onError: { target: 'failed', actions: 'loadFailed' },
      },
      on: { 'search.change': { target: 'debouncing', actions: 'typed' } },
    },
    ready: {
      on: {
        'search.change': { target: 'debouncing', actions: 'typed' },
        'page.go': { guard: 'isOtherPage', target: 'loading', actions: 'choosePage' },
      },
    },
    debouncing: {
      after: { debounce: { target: 'loading', actions: 'searchNow' } },
      on: { 'search.change': { target: 'debouncing', reenter: true, actions: 'typed' } },
    },
    failed: {
      on: {
        'list.retry': 'loading',
        'search.change': { target: 'debouncing', actions: 'typed' },
      },
    },
  },
});
