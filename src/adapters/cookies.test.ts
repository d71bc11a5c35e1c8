import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

/** A document whose cookie setter records what the app writes. */
function recordingDocument() {
  const writes: string[] = [];
  let jar = 'other=1; theme=light; spaced=a%20b';
  return {
    writes,
    doc: {
      location: { protocol: 'http:' },
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        writes.push(value);
        jar = `${jar}; ${value.split(';')[0]}`;
      },
    } as unknown as Document,
  };
}

afterEach(() => {
  for (const name of ['a', 'b']) removeCookie(name);
});

describe('cookies adapter', () => {
  it('reads one cookie by exact name, decoding it', () => {
    const { doc } = recordingDocument();
    expect(readCookie('theme', doc)).toBe('light');
    expect(readCookie('spaced', doc)).toBe('a b');
    expect(readCookie('them', doc)).toBeNull();
  });

  it('writes SameSite=Strict, site-wide cookies with a lifetime in seconds', () => {
    const { doc, writes } = recordingDocument();
    writeCookie('device', 'app', 2_592_000, doc);
    expect(writes).toEqual(['device=app; Max-Age=2592000; Path=/; SameSite=Strict']);
  });

  it('adds Secure on HTTPS', () => {
    const { doc, writes } = recordingDocument();
    (doc as unknown as { location: { protocol: string } }).location.protocol = 'https:';
    writeCookie('theme', 'dark', 10, doc);
    expect(writes[0]).toContain('; Secure');
  });

  it('round-trips through the real document', () => {
    writeCookie('a', 'x y', 60);
    expect(readCookie('a')).toBe('x y');
    removeCookie('a');
    expect(readCookie('a')).toBeNull();
  });
});
