import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupInput } from '../../../contract/auth';
import { TRIAL_MESSAGE } from '../../../contract/user';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/index';
import { handClock, insertUser, memoryDatabase, recordingLog, recordingMailer } from '../../testing/spec-support';
import { createBreedsRepository } from '../breeds/repository';
import { createUsersRepository } from '../users/repository';
import { createCodeRepository } from './code-repository';
import { createCodes } from './codes';
import { createAccountsRepository } from './repository';
import { createAccountsService, WRONG_CODE } from './service';

describe('accounts service', () => {
  let handle: DatabaseHandle;
  let breedId: number;
  const clock = handClock();

  beforeAll(async () => {
    handle = await memoryDatabase();
    [{ id: breedId }] = await createBreedsRepository(handle.db).list();
  });
  afterAll(() => handle.close());

  function service() {
    const { db } = handle;
    const mailer = recordingMailer();
    const events = recordSessionEvents();
    const log = recordingLog();
    const accounts = createAccountsService({
      repo: createAccountsRepository(db),
      users: createUsersRepository(db),
      breeds: createBreedsRepository(db),
      codes: createCodes({ repo: createCodeRepository(db), now: clock.now }),
      mailer,
      events,
      log,
      now: clock.now,
      config: { trialDays: 7 },
    });
    return { accounts, mailer, events, log };
  }

  let n = 0;
  const signup = (fields: Partial<SignupInput> = {}): SignupInput => ({
    name: 'Olena',
    phone: '+380501234567',
    email: `olena${++n}@example.com`,
    password: 'secret 123',
    pet_name: 'Rex',
    pet_gender: 'boy',
    birth_date: '1990-05-14',
    pet_breed: breedId,
    email_subscription: false,
    ...fields,
  });

  it('registers an unverified user and mails a code in the user’s language', async () => {
    const { accounts, mailer } = service();
    const input = signup();
    const view = await accounts.register(input, 'ua');
    expect(view).toMatchObject({ email: input.email, email_verified: false, is_subscribed: false });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: input.email, subject: 'Ваш код підтвердження PetChat' });
    expect(mailer.sent[0].devCode).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('refuses a taken email and an unknown breed with field errors', async () => {
    const { accounts } = service();
    const input = signup();
    await accounts.register(input, 'en');
    await expect(accounts.register({ ...input }, 'en')).rejects.toMatchObject({
      statusCode: 422,
      errors: { email: expect.any(Array) },
    });
    await expect(accounts.register(signup({ pet_breed: 999_999 }), 'en')).rejects.toMatchObject({
      statusCode: 422,
      errors: { pet_breed: expect.any(Array) },
    });
  });

  it('keeps the account when the code mail cannot be sent, and logs it', async () => {
    const { accounts, mailer, log } = service();
    mailer.fail = true;
    const view = await accounts.register(signup(), 'en');
    expect(view.id).toBeGreaterThan(0);
    expect(log.lines.map((l) => l.msg)).toEqual(['mail could not be sent']);
  });

  it('verifies with the right code: trial starts, userChanged is raised; a wrong code is a 401', async () => {
    const { accounts, mailer, events } = service();
    const view = await accounts.register(signup(), 'en');
    const [user] = await handle.db.select().from(users).where(eq(users.id, view.id));
    const code = mailer.sent[0].devCode ?? '';
    await expect(
      accounts.verifyEmail(user, { email: user.email, verification_code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }),
    ).rejects.toMatchObject({ statusCode: 401, errors: { verification_code: [WRONG_CODE] } });
    expect(events.events).toEqual([]);

    const verified = await accounts.verifyEmail(user, { email: user.email, verification_code: code });
    expect(verified.email_verified).toBe(true);
    expect(verified.trial_ends_at).toBe(new Date(clock.now().getTime() + 7 * 86_400_000).toISOString());
    expect(events.events).toEqual([{ type: 'userChanged', userId: user.id }]);
  });

  it('codes are only for the signed-in user’s own address', async () => {
    const { accounts, mailer } = service();
    const user = await insertUser(handle.db, { verified: false });
    await expect(accounts.resendCode(user, { email: 'someone.else@example.com' })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(mailer.sent).toEqual([]);
  });

  it('/me tells the trial message exactly once', async () => {
    const { accounts } = service();
    const user = await insertUser(handle.db, { trialMessagePending: true });
    expect((await accounts.me(user)).trial_message).toBe(TRIAL_MESSAGE);
    expect((await accounts.me(user)).trial_message).toBeUndefined();
  });
});
