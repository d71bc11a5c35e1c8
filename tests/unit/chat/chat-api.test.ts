import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { searchFailureOf } from '../../../src/adapters/api/chat-api';

function fetchError(status: number, headers: Record<string, string> = {}): FetchError {
  const error = new FetchError(`HTTP ${status}`);
  Object.assign(error, { status, statusCode: status, response: new Response(null, { status, headers }) });
  return error;
}

describe('a failed search', () => {
  it('is a locked breed chat on 403 (not subscribed)', () => {
    expect(searchFailureOf(fetchError(403))).toEqual({ kind: 'breedLocked' });
  });

  it('is a refusal for this account on a 403 with a safety code (not a locked breed chat)', () => {
    const refusedWith = (code: string) => {
      const error = fetchError(403);
      Object.defineProperty(error, 'data', { value: { message: 'Any text at all', code } });
      return searchFailureOf(error);
    };
    expect(refusedWith('under_review')).toEqual({ kind: 'refused', reason: 'underReview' });
    expect(refusedWith('under_18')).toEqual({ kind: 'refused', reason: 'adultsOnly' });
    expect(refusedWith('birth_date_needed')).toEqual({ kind: 'refused', reason: 'birthDateNeeded' });
    expect(refusedWith('not_subscribed')).toEqual({ kind: 'breedLocked' });
  });

  it('waits as long as the server asks on 429', () => {
    expect(searchFailureOf(fetchError(429, { 'retry-after': '2' }))).toEqual({
      kind: 'rateLimited',
      retryAfterMs: 2000,
    });
    expect(searchFailureOf(fetchError(429))).toEqual({ kind: 'rateLimited', retryAfterMs: 1000 });
  });

  it('is retried after 1 s otherwise (network down, server error)', () => {
    expect(searchFailureOf(fetchError(500))).toEqual({ kind: 'failed' });
    expect(searchFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});
