import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from '../../../server/auth/tokens';

/** Access tokens: verified signatures are remembered, but never past their expiry. */
describe('token signer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies its own tokens, again and again, and refuses tampered or foreign ones', async () => {
    const signer = createTokenSigner('secret-one', 900);
    const token = await signer.sign({ userId: 7, familyId: 'fam-7' });
    expect(await signer.verify(token)).toEqual({ userId: 7, familyId: 'fam-7' });
    expect(await signer.verify(token)).toEqual({ userId: 7, familyId: 'fam-7' });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await createTokenSigner('secret-two', 900).verify(token)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T10:00:00Z'));
    const signer = createTokenSigner('secret-one', 60);
    const token = await signer.sign({ userId: 7, familyId: 'fam-7' });
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-02-01T10:00:59Z'));
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-02-01T10:01:00Z'));
    expect(await signer.verify(token)).toBeNull();
  });
});
