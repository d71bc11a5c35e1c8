import { describe, expect, it } from 'vitest';
import { sessionBatcher } from './session-batcher';
import type { SessionKey } from './session-cache';

describe('sessionBatcher', () => {
  it('reads the sessions asked for in one turn with one batch, each getting its own value', async () => {
    const calls: string[][] = [];
    const rows: Record<string, { owner: number; name: string }> = {
      'fam-a': { owner: 1, name: 'a' },
      'fam-b': { owner: 2, name: 'b' },
    };
    const read = sessionBatcher(
      async (keys: SessionKey[]) => {
        calls.push(keys.map((k) => k.familyId));
        return new Map(keys.filter((k) => k.familyId in rows).map((k) => [k.familyId, rows[k.familyId]]));
      },
      (row) => row.owner,
    );
    const answers = await Promise.all([
      read({ userId: 1, familyId: 'fam-a' }),
      read({ userId: 2, familyId: 'fam-b' }),
      read({ userId: 3, familyId: 'fam-gone' }),
      // Another user presenting someone else's session gets nothing.
      read({ userId: 9, familyId: 'fam-a' }),
    ]);
    expect(answers).toEqual([{ owner: 1, name: 'a' }, { owner: 2, name: 'b' }, null, null]);
    expect(calls).toEqual([['fam-a', 'fam-b', 'fam-gone', 'fam-a']]);
    // A later turn is a batch of its own: nothing is cached.
    expect(await read({ userId: 1, familyId: 'fam-a' })).toEqual({ owner: 1, name: 'a' });
    expect(calls).toHaveLength(2);
  });

  it('fails every read of a batch whose query fails', async () => {
    const read = sessionBatcher<string>(async () => {
      throw new Error('database down');
    });
    const both = [read({ userId: 1, familyId: 'a' }), read({ userId: 2, familyId: 'b' })];
    for (const answer of both) await expect(answer).rejects.toThrow('database down');
  });
});
