import { afterEach, describe, expect, it } from 'vitest';
import { BREED_COOKIE, readBreedCookie, writeBreedCookie } from './breed-cookie';
import { removeCookie, writeCookie } from './cookies';

/** A document whose cookie setter records what was written. */
function recordingDocument() {
  const written: string[] = [];
  const doc = {
    location: { protocol: 'https:' },
    get cookie() {
      return written.map((c) => c.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  return { doc: doc as unknown as Document, written };
}

afterEach(() => {
  removeCookie(BREED_COOKIE.name);
});

describe('breed_id cookie', () => {
  it('is written for 1 day, path /, SameSite strict and never Secure, even on HTTPS (spec §9)', () => {
    const { doc, written } = recordingDocument();
    writeBreedCookie(4, doc);
    expect(written).toEqual(['breed_id=4; Max-Age=86400; Path=/; SameSite=Strict']);
    expect(readBreedCookie(doc)).toBe(4);
  });

  it('reads back only a positive whole id', () => {
    writeBreedCookie(12);
    expect(readBreedCookie()).toBe(12);
    for (const bad of ['0', '-3', '2.5', 'budgie', '']) {
      writeCookie(BREED_COOKIE.name, bad, 60);
      expect(readBreedCookie(), bad).toBeNull();
    }
  });
});
