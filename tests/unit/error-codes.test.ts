import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeOf } from '../../contract/error-codes';

/**
 * Issue 27 item 2: clients branch on an error's `code`, never on the English text of its
 * `message` (one reworded sentence would break a screen). These read the client's own modules.
 */
const root = path.resolve(import.meta.dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** `x.message === …`, `… === SOME_MESSAGE`, `MESSAGES.y === …`, `x.message.includes(…)`. */
const COMPARES_MESSAGE =
  /\bmessage\)?\s*(===|!==)|(===|!==)\s*[A-Z_]*MESSAGE\b|MESSAGES\.\w+\s*(===|!==)|(===|!==)\s*\w*MESSAGES\.|\.message\.(includes|startsWith|endsWith|match)\(/;

/** Not a server answer: PeerJS's own error names the peer id only in its text. */
const NOT_SERVER_TEXT = new Set(['src/adapters/peer.ts']);

describe('error codes', () => {
  it('no client module decides on the text of a message', () => {
    const offending = [...sourcesUnder(path.join(root, 'src')), ...sourcesUnder(path.join(root, 'machines'))]
      .map((file) => path.relative(root, file))
      .filter((file) => !NOT_SERVER_TEXT.has(file))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
          .filter(({ line }) => COMPARES_MESSAGE.test(line) && !/typeof [\w.]*message ===/.test(line))
          .map(({ line, at }) => `${at}  ${line}`),
      );
    expect(offending).toEqual([]);
  });

  it('the scan would catch a comparison of a message', () => {
    expect(COMPARES_MESSAGE.test("if (failure.message === FRIEND_BUSY_MESSAGE) return 'busy';")).toBe(true);
    expect(COMPARES_MESSAGE.test("if (failure.code === 'friend_busy') return 'busy';")).toBe(false);
  });

  it('are snake_case and each listed once', () => {
    expect(ERROR_CODES.filter((code) => !/^[a-z]+(_[a-z0-9]+)*$/.test(code))).toEqual([]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('reads a known code from an error body, and nothing else', () => {
    expect(errorCodeOf({ message: 'Your friend is on another call', code: 'friend_busy' })).toBe('friend_busy');
    expect(errorCodeOf({ message: 'x', code: 'something_new' })).toBeNull();
    expect(errorCodeOf({ message: 'x' })).toBeNull();
    expect(errorCodeOf('<html>')).toBeNull();
  });
});
