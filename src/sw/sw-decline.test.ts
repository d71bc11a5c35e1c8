import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK as PAGE_REFRESH_LOCK } from '../adapters/api/auth-refresh';
import { type DeclineDeps, declineCallFromWorker, REFRESH_LOCK } from './sw-decline';

function fakes(refreshStatus: number) {
  const log: string[] = [];
  let locked = false;
  const deps: DeclineDeps = {
    withLock: async (name, task) => {
      log.push(`lock ${name}`);
      locked = true;
      try {
        return await task();
      } finally {
        locked = false;
        log.push('unlock');
      }
    },
    fetch: async (url, init) => {
      const auth = (init.headers as Record<string, string> | undefined)?.authorization ?? '';
      log.push(
        `${init.method} ${url}${locked ? ' (locked)' : ''}${auth ? ` ${auth}` : ''}${init.body ? ` ${init.body}` : ''}`,
      );
      if (url === '/api/refresh') return { ok: refreshStatus === 200, json: async () => ({ access_token: 'fresh' }) };
      return { ok: true, json: async () => ({}) };
    },
  };
  return { deps, log };
}

describe('declining from the service worker', () => {
  it('refreshes under the tabs’ refresh lock, then declines with that token', async () => {
    const { deps, log } = fakes(200);
    expect(await declineCallFromWorker('c42', deps)).toBe(true);
    expect(log).toEqual([
      'lock petchat-refresh',
      'POST /api/refresh (locked)',
      'unlock',
      'POST /api/decline-call Bearer fresh {"call_id":"c42"}',
    ]);
    expect(REFRESH_LOCK).toBe(PAGE_REFRESH_LOCK);
  });

  it('signed out (the refresh is refused): declines nothing', async () => {
    const { deps, log } = fakes(401);
    expect(await declineCallFromWorker('c42', deps)).toBe(false);
    expect(log.filter((l) => l.includes('decline-call'))).toEqual([]);
  });
});
