import { expect } from 'vitest';
import type { LoginInput, SignupInput } from '../../contract/auth';
import type { BreedView, LoginResponse, UserResponse } from '../../contract/user';
import { apiFailure } from '../../machines/shared/api-failure';
import { createSignupImplementations } from '../../machines/signup/signup.actors';
import { signupMachine } from '../../machines/signup/signup.machine';
import { selectSignupView } from '../../machines/signup/signup.selectors';
import { testUser } from '../unit/support/root';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

const values: SignupInput = {
  name: 'Olena',
  phone: '+380501234567',
  email: 'olena@example.com',
  password: 'kiwi-and-mango',
  pet_name: 'Kiwi',
  pet_breed: 2,
  pet_gender: 'girl',
  birth_date: '1990-05-14',
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

describeModel(signupMachine, {
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
    return events;
  },
  world: () => {
    const fetchBreeds = fakeCalls<[AbortSignal], BreedView[]>();
    const register = fakeCalls<[SignupInput, AbortSignal], UserResponse>();
    const login = fakeCalls<[LoginInput, AbortSignal], LoginResponse>();
    // Session and toasts of the system, recording what the flow tells them.
    const session = recorder();
    const toasts = recorder();
    return {
      machine: signupMachine.provide(
        createSignupImplementations({ fetchBreeds: fetchBreeds.fn, register: register.fn, login: login.fn }),
      ),
      system: { session: session.logic, toasts: toasts.logic },
      calls: { fetchBreeds, register, login },
      fetchBreeds,
      register,
      login,
      session,
      toasts,
    };
  },
  atStart: ({ world }) => expect(world.fetchBreeds.calls).toHaveLength(1),
  oracles: {
    'the breed select appears only with the loaded list': ({ event, step: { before }, snapshot, world }) => {
      expect(selectSignupView(snapshot).breeds).toEqual(snapshot.matches({ breeds: 'loaded' }) ? breeds : null);
      if (event.type === 'breeds.retry' && before.matches({ breeds: 'failed' }))
        expect(world.fetchBreeds.calls).toHaveLength(2);
    },
    'a submit from the form registers with the values': ({ event, step: { before }, snapshot, world }) => {
      if (event.type === 'signup.submit' && before.matches({ form: 'editing' })) {
        expect(world.register.calls.at(-1)?.args[0]).toEqual(values);
        expect(selectSignupView(snapshot)).toMatchObject({ busy: true, formError: null, fieldErrors: null });
      }
    },
    'a registration logs in automatically with the same email and password': ({ event, world, added }) => {
      const logins = added(world.login.calls).map((c) => c.args[0]);
      expect(logins).toEqual(
        event.type === 'xstate.done.actor.register' ? [{ email: values.email, password: values.password }] : [],
      );
    },
    'a failed registration says why; only an unknown failure shows a toast': ({ event, snapshot, world, added }) => {
      if (event.type !== 'xstate.error.actor.register') return;
      const expected = REGISTER_FAILURES.find((f) => f.error === event.error)!;
      const view = selectSignupView(snapshot);
      expect(view.busy).toBe(false);
      expect(view.fieldErrors).toEqual(expected.fields);
      expect(english(view.formError)).toBe(expected.text);
      expect(added(world.toasts.events)).toEqual(
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
    },
    'only the login signs the session in': ({ event, world, added }) => {
      if (event.type === 'xstate.done.actor.login') {
        expect(added(world.session.events)).toEqual([{ type: 'session.loggedIn', token: 'access-1', user: created }]);
        expect(added(world.toasts.events)).toEqual([]);
      } else expect(added(world.session.events)).toEqual([]);
    },
    'a failed login after the registration asks to log in': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.login') return;
      const view = selectSignupView(snapshot);
      expect(view.registered).toBe(true);
      expect(english(view.formError)).toBe('Your account has been created. Please log in to continue.');
    },
  },
});
