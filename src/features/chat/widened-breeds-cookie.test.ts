import { describe, expect, it } from 'vitest';
import { readWidenedBreeds, saveWidenedBreeds } from './widened-breeds-cookie';

describe('widen_breeds cookie', () => {
  it('is written for 1 day, path /, SameSite strict, and read back', () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'http:' },
      get cookie() {
        return written.map((c) => c.split(';')[0]).join('; ');
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    saveWidenedBreeds([3, 7], doc);
    expect(written).toEqual([`widen_breeds=${encodeURIComponent('[3,7]')}; Max-Age=86400; Path=/; SameSite=Strict`]);
    expect(readWidenedBreeds(doc)).toEqual([3, 7]);
  });
});
