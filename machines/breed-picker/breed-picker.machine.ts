import { type ActorRefFrom, assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { ChooseBreedResponse } from '../../contract/profile';
import type { BreedView } from '../../contract/user';
import type { sessionMachine } from '../session/session.machine';
import { notProvided } from '../shared/not-provided';
import type { BreedPickerContext, BreedPickerEvent, BreedPickerInput } from './breed-picker.types';

type ChooseEvent = Extract<BreedPickerEvent, { type: 'breed.choose' }>;

/**
 * Follows the session's user and reports whether they are subscribed. Inside the root actor the
 * session is a sibling (system id `session`); without one (a test) it reports nothing.
 */
const watchAccess = fromCallback<BreedPickerEvent>(({ system, sendBack }) => {
  const session = system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined;
  if (!session) return;
  let subscribed: boolean | null = null;
  const check = (snapshot: ReturnType<typeof session.getSnapshot>) => {
    const now = snapshot.context.user?.is_subscribed === true;
    if (now === subscribed) return;
    subscribed = now;
    sendBack({ type: 'access.changed', subscribed: now });
  };
  check(session.getSnapshot());
  const subscription = session.subscribe(check);
  return () => subscription.unsubscribe();
});

export const breedPickerMachine = setup({
  types: {
    context: {} as BreedPickerContext,
    events: {} as BreedPickerEvent,
    input: {} as BreedPickerInput,
  },
  actors: {
    watchAccess,
    loadBreeds: fromPromise<BreedView[]>(notProvided('breedPicker.loadBreeds')),
    chooseBreed: fromPromise<ChooseBreedResponse, { breedId: number }>(notProvided('breedPicker.chooseBreed')),
  },
  actions: {
    persistBreed: (_args, _params: { breedId: number }) => notProvided('breedPicker.persistBreed')(),
    openChat: (_args, _params: { breedId: number }) => notProvided('breedPicker.openChat')(),
  },
  guards: {
    isSubscribed: ({ context }) => context.subscribed,
  },
}).createMachine({
  id: 'breedPicker',
  context: ({ input }) => ({ breeds: [], breedId: input.breedId, subscribed: false, problem: null, query: '' }),
  type: 'parallel',
  invoke: { id: 'watchAccess', src: 'watchAccess' },
  on: {
    'access.changed': { actions: assign({ subscribed: ({ event }) => event.subscribed }) },
  },
  states: {
    list: {
      initial: 'idle',
      states: {
        idle: { on: { 'breeds.load': 'loading' } },
        loading: {
          invoke: {
            id: 'loadBreeds',
            src: 'loadBreeds',
            onDone: { target: 'loaded', actions: assign({ breeds: ({ event }) => event.output, problem: null }) },
            onError: { target: 'failed', actions: assign({ problem: 'loadFailed' }) },
          },
        },
        loaded: {},
        failed: { on: { 'breeds.load': 'loading' } },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.toggle': 'open' },
        },
        open: {
          tags: ['menuOpen'],
          // Opening asks for the list; the list region ignores this once it is loaded.
          entry: raise({ type: 'breeds.load' }),
          on: {
            // Closing forgets the search too: the menu opens on the whole list again.
            'menu.toggle': { target: 'closed', actions: assign({ problem: null, query: '' }) },
            'menu.close': { target: 'closed', actions: assign({ problem: null, query: '' }) },
            'breed.choose': { guard: 'isSubscribed', target: 'choosing' },
            'breeds.search': { actions: assign({ query: ({ event }) => event.query }) },
          },
        },
        choosing: {
          tags: ['choosing'],
          invoke: {
            id: 'chooseBreed',
            src: 'chooseBreed',
            input: ({ event }) => ({ breedId: (event as ChooseEvent).breedId }),
            onDone: {
              target: 'closed',
              actions: [
                assign({ breedId: ({ event }) => event.output.breed_id, problem: null, query: '' }),
                { type: 'persistBreed', params: ({ event }) => ({ breedId: event.output.breed_id! }) },
                { type: 'openChat', params: ({ event }) => ({ breedId: event.output.breed_id! }) },
              ],
            },
            onError: { target: 'open', actions: assign({ problem: 'chooseFailed' }) },
          },
        },
      },
    },
  },
});
