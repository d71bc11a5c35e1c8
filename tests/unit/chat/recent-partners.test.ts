import { describe, expect, it } from 'vitest';
import { parseRecentPartners, rememberPartner } from '../../../machines/random-chat/recent-partners';
import {
  RECENT_PARTNERS_COOKIE,
  readRecentPartners,
  saveRecentPartners,
} from '../../../src/features/chat/recent-partners-cookie';

/** Spec §3 cookie `exclude_ids`, §9: at most 3 recent partners, 1 day, SameSite strict. */
describe('exclusion list rules', () => {
  it('adds partners at the end and keeps the 3 most recent', () => {
    let recent: number[] = [];
    for (const id of [4, 5, 6, 7]) recent = rememberPartner(recent, id);
    expect(recent).toEqual([5, 6, 7]);
  });

  it('moves a partner met again to the end instead of listing them twice', () => {
    expect(rememberPartner([4, 5, 6], 4)).toEqual([5, 6, 4]);
    expect(rememberPartner([4], 4)).toEqual([4]);
  });

  it('reads only a JSON array of user ids, at most the last 3, without duplicates', () => {
    expect(parseRecentPartners('[3,9]')).toEqual([3, 9]);
    expect(parseRecentPartners('[1,2,3,4,5]')).toEqual([3, 4, 5]);
    expect(parseRecentPartners('[2,2,"x",-1,1.5,8]')).toEqual([2, 8]);
    for (const bad of [null, '', 'not json', '{"a":1}', '42']) expect(parseRecentPartners(bad)).toEqual([]);
  });

  it('stores the list as a strict, site-wide cookie that lasts one day from the last change', () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'http:' },
      get cookie() {
        return 'theme=dark; exclude_ids=%5B5%2C6%5D';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    expect(readRecentPartners(doc)).toEqual([5, 6]);
    saveRecentPartners([5, 6, 7], doc);
    expect(RECENT_PARTNERS_COOKIE.maxAgeSeconds).toBe(86_400);
    expect(written).toEqual([`exclude_ids=${encodeURIComponent('[5,6,7]')}; Max-Age=86400; Path=/; SameSite=Strict`]);
  });
});
