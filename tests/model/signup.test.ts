import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, setup } from 'xstate';
import type { LoginInput, SignupInput } from '../../contract/auth';
import type { BreedView, LoginResponse, UserResponse } from '../../contract/user';
import { apiFailure } from '../../machines/shared/api-failure';
import { createSignupImplementations } from '../../machines/signup/signup.actors';
import { signupMachine } from '../../machines/signup/signup.machine';
import { selectSignupView } from '../../machines/signup/signup.selectors';
import type { SignupEvent } from '../../machines/signup/signup.types';
import { testUser } from '../unit/support/root';
import { type Deferred, deferred, flush } from './support/deferred';
import { english } from './support/messages';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof signupMachine;
type ModelEvent = SignupEvent | { type: string; output?: unknown; error?: unknown };

const values: SignupInput = {
  name: 'Olena',
  phone: '+380501234567',
  email: 'olena@example.com',
  password: 'kiwi-and-mango',
  pet_name: 'Kiwi',
  pet_breed: 2,
  pet_gender: 'girl',
  email_subscription: true,
  locale: 'ua',
};
const breeds: BreedView[] = [
  { id: 2, name: 'Budgie', name_ua: 'Хвилястий папужка', image: '/media/breeds/budgie.svg' },
];
const created = testUser({ email_verified: false, email: values.email });
const loggedIn: LoginResponse = { access_token: 'access-1', user: created };

const REGISTER_FAILURES = [
  {
    error: apiFailure(422, {
      message: 'The email has already been taken.',
      fields: { email: ['The email has already been taken.'] },
    }),
    fields: { email: ['The email has already been taken.'] },
    text: null,
    toast: false,
  },
  {
    error: apiFailure(422, { message: 'Please choose a breed', fields: { pet_breed: ['Please choose a breed'] } }),
    fields: { pet_breed: ['Please choose a breed'] },
    text: null,
    toast: false,
  },
  // Spec §8: a 422 is read as "email already registered".
  {
    error: apiFailure(422, { message: 'Something else' }),
    fields: { email: ['The email has already been taken.'] },
    text: null,
    toast: false,
  },
  { error: apiFailure(500), fields: null, text: 'Something went wrong. Please try again.', toast: true },
  { error: apiFailure(null), fields: null, text: 'Something went wrong. Please try again.', toast: true },
];

const paths = generatePaths(signupMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'signup.submit', values }, { type: 'breeds.retry' }];
    if (s.matches({ breeds: 'loading' }))
      events.push(
        { type: 'xstate.done.actor.fetchBreeds', output: breeds },
        { type: 'xstate.error.actor.fetchBreeds', error: apiFailure(503) },
      );
    if (s.matches({ form: 'registering' })) {
      events.push({ type: 'xstate.done.actor.register', output: { user: created } satisfies UserResponse });
      for (const f of REGISTER_FAILURES) events.push({ type: 'xstate.error.actor.register', error: f.error });
    }
    if (s.matches({ form: 'loggingIn' }))
      events.push(
        { type: 'xstate.done.actor.login', output: loggedIn },
        { type: 'xstate.error.actor.login', error: apiFailure(429) },
      );
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const effects = {
    breeds: [] as Deferred<BreedView[]>[],
    register: [] as Array<{ values: SignupInput; d: Deferred<UserResponse> }>,
    login: [] as Array<{ values: LoginInput; d: Deferred<LoginResponse> }>,
  };
  const received: AnyEventObject[] = [];
  const signup = signupMachine.provide(
    createSignupImplementations({
      fetchBreeds: (signal) => {
        effects.breeds.push(deferred(signal));
        return effects.breeds.at(-1)!.promise;
      },
      register: (v, signal) => {
        effects.register.push({ values: v, d: deferred(signal) });
        return effects.register.at(-1)!.d.promise;
      },
      login: (v, signal) => {
        effects.login.push({ values: v, d: deferred(signal) });
        return effects.login.at(-1)!.d.promise;
      },
    }),
  );
  // Session and toasts of the system, recording what the flow tells them.
  const recorder = fromCallback(({ receive }) => receive((e) => received.push(e)));
  const root = createActor(
    setup({ actors: { signup, recorder } }).createMachine({
      invoke: [
        { src: 'recorder', id: 'session', systemId: 'session' },
        { src: 'recorder', id: 'toasts', systemId: 'toasts' },
        { src: 'signup', systemId: 'signup' },
      ],
    }),
  ).start();
  const actor = root.system.get('signup') as ReturnType<typeof createActor<typeof signup>>;
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  expect(effects.breeds).toHaveLength(1);

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const receivedBefore = received.length;
    const loginsBefore = effects.login.length;
    if (e.type === 'xstate.done.actor.fetchBreeds') effects.breeds.at(-1)!.resolve(e.output as BreedView[]);
    else if (e.type === 'xstate.error.actor.fetchBreeds') effects.breeds.at(-1)!.reject(e.error);
    else if (e.type === 'xstate.done.actor.register') effects.register.at(-1)!.d.resolve(e.output as UserResponse);
    else if (e.type === 'xstate.error.actor.register') effects.register.at(-1)!.d.reject(e.error);
    else if (e.type === 'xstate.done.actor.login') effects.login.at(-1)!.d.resolve(e.output as LoginResponse);
    else if (e.type === 'xstate.error.actor.login') effects.login.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectSignupView(snapshot);
    const told = received.slice(receivedBefore);

    // The breed select appears only with the loaded list.
    expect(view.breeds).toEqual(snapshot.matches({ breeds: 'loaded' }) ? breeds : null);
    if (e.type === 'breeds.retry' && before.matches({ breeds: 'failed' })) expect(effects.breeds).toHaveLength(2);
    if (e.type === 'signup.submit' && before.matches({ form: 'editing' })) {
      expect(effects.register.at(-1)!.values).toEqual(values);
      expect(view).toMatchObject({ busy: true, formError: null, fieldErrors: null });
    }
    if (e.type === 'xstate.done.actor.register') {
      // The automatic login: same email and password.
      expect(effects.login).toHaveLength(loginsBefore + 1);
      expect(effects.login.at(-1)!.values).toEqual({ email: values.email, password: values.password });
    }
    if (e.type === 'xstate.error.actor.register') {
      const expected = REGISTER_FAILURES.find((f) => f.error === e.error)!;
      expect(view.busy).toBe(false);
      expect(view.fieldErrors).toEqual(expected.fields);
      expect(english(view.formError)).toBe(expected.text);
      expect(told).toEqual(
        expected.toast
          ? [
              {
                type: 'toast.show',
                kind: 'error',
                message: expect.objectContaining({ message: 'Failed, please reload the page and try again.' }),
              },
            ]
          : [],
      );
    }
    if (e.type === 'xstate.done.actor.login')
      expect(told).toEqual([{ type: 'session.loggedIn', token: 'access-1', user: created }]);
    else expect(told.filter((t) => t.type.startsWith('session.'))).toEqual([]);
    if (e.type === 'xstate.error.actor.login') {
      expect(view.registered).toBe(true);
      expect(english(view.formError)).toBe('Your account has been created. Please log in to continue.');
    }
  }
  root.stop();
}

describe('signup machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(signupMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(signupMachine)) expect(used, type).toContain(type);
  });
});
