import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createCodeRepository } from './code-repository';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  createCodes,
} from './codes';

describe('one-time codes', () => {
  let handle: DatabaseHandle;
  const clock = handClock();

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  const codes = () => createCodes({ repo: createCodeRepository(handle.db), now: clock.now });
  const wrong = (code: string) =>
    `${CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[0]) + 1) % CODE_ALPHABET.length]}${code.slice(1)}`;

  async function issued(userId: number, email = 'a@example.com') {
    const result = await codes().issue({ userId, purpose: 'verify_email', email });
    if (!result.issued) throw new Error('not issued');
    return result.code;
  }

  it('issues a code from the alphabet, accepts it once and answers its email', async () => {
    const user = await insertUser(handle.db);
    const code = await issued(user.id, 'mine@example.com');
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    expect(await codes().check({ userId: user.id, purpose: 'verify_email', code })).toEqual({
      ok: true,
      email: 'mine@example.com',
    });
    expect(await codes().check({ userId: user.id, purpose: 'verify_email', code })).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('waits out the resend cooldown, then replaces the code', async () => {
    const user = await insertUser(handle.db);
    const first = await issued(user.id);
    clock.advance(30_000);
    expect(await codes().issue({ userId: user.id, purpose: 'verify_email', email: 'a@example.com' })).toEqual({
      issued: false,
      retryAfterSeconds: (CODE_RESEND_COOLDOWN_MS - 30_000) / 1000,
    });
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const second = await issued(user.id);
    if (second !== first)
      expect(await codes().check({ userId: user.id, purpose: 'verify_email', code: first })).toEqual({
        ok: false,
        reason: 'wrong',
      });
    expect((await codes().check({ userId: user.id, purpose: 'verify_email', code: second })).ok).toBe(true);
  });

  it(`locks after ${CODE_MAX_ATTEMPTS} wrong tries, even for the right code`, async () => {
    const user = await insertUser(handle.db);
    const code = await issued(user.id);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      expect(await codes().check({ userId: user.id, purpose: 'verify_email', code: wrong(code) })).toEqual({
        ok: false,
        reason: 'wrong',
      });
    expect(await codes().check({ userId: user.id, purpose: 'verify_email', code })).toMatchObject({
      ok: false,
      reason: 'locked',
    });
  });

  it('refuses an expired code, and keeps purposes apart', async () => {
    const user = await insertUser(handle.db);
    const code = await issued(user.id);
    expect(await codes().check({ userId: user.id, purpose: 'change_email', code })).toEqual({
      ok: false,
      reason: 'missing',
    });
    clock.advance(CODE_TTL_MS);
    expect(await codes().check({ userId: user.id, purpose: 'verify_email', code })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('a withdrawn code is gone and another may be issued at once', async () => {
    const user = await insertUser(handle.db);
    const code = await issued(user.id);
    await codes().withdraw({ userId: user.id, purpose: 'verify_email' });
    expect(await codes().check({ userId: user.id, purpose: 'verify_email', code })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect((await codes().issue({ userId: user.id, purpose: 'verify_email', email: 'a@example.com' })).issued).toBe(
      true,
    );
  });
});
