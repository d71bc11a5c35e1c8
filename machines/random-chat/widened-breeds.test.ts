import { describe, expect, it } from 'vitest';
import { MAX_WIDENED_BREEDS, parseWidenedBreeds, withWidened } from './widened-breeds';

describe('widened breed chats (issue 29, cookie widen_breeds)', () => {
  it('widens a breed once, newest last, and narrows it again', () => {
    expect(withWidened([], 7, true)).toEqual([7]);
    expect(withWidened([7, 3], 7, true)).toEqual([3, 7]);
    expect(withWidened([3, 7], 7, false)).toEqual([3]);
    expect(withWidened([3], 7, false)).toEqual([3]);
  });

  it('keeps only the newest choices', () => {
    const many = Array.from({ length: MAX_WIDENED_BREEDS }, (_, i) => i + 1);
    expect(withWidened(many, 99, true)).toEqual([...many.slice(1), 99]);
  });

  it('reads the cookie; anything malformed is an empty list', () => {
    expect(parseWidenedBreeds('[4,9]')).toEqual([4, 9]);
    expect(parseWidenedBreeds('[4,4,"x",-1,1.5,9]')).toEqual([4, 9]);
    for (const raw of [null, '', 'nope', '{"a":1}', '7']) expect(parseWidenedBreeds(raw)).toEqual([]);
  });
});
