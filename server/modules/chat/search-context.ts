import { sessionBatcher } from '../../auth/session-batcher';
import { type BatchLoader, CacheSlot, type SessionCache } from '../../auth/session-cache';
import type { ChatRepository, SearchData } from './repository';

export interface SearchContext {
  friends: number[];
  reported: number[];
  /** The peer id to announce, or null when the session has none (or not `wanted`). */
  peerId: string | null;
}

/**
 * Per session in the session cache, dropped on the session events of whoever changes it: a report
 * by this user (chat service), new peer credentials (peer service), session or account changes;
 * friendship changes must raise `userChanged` for both users as well.
 */
const SEARCH_DATA = new CacheSlot<SearchData>('chat-search');

/** `wanted` when it is one of the session's live ids, else the session's newest live id. */
function pickPeer(data: SearchData, wanted: string | null, nowMs: number): string | null {
  const live = data.peers.filter((p) => p.expiresAt > nowMs);
  if (wanted !== null) return live.some((p) => p.id === wanted) ? wanted : null;
  return live[0]?.id ?? null;
}

/**
 * What a search needs about the searcher, from the session cache when it is there. A refusal is
 * never decided on cached data: with no usable peer id the database is asked again (the id may
 * have been issued by another instance).
 */
export function createSearchContexts(deps: {
  cache: Pick<SessionCache, 'load' | 'refreshWith'>;
  repo: Pick<ChatRepository, 'searchData'>;
  now: () => Date;
}) {
  const { cache, repo } = deps;
  const searchData: BatchLoader<SearchData> = (sessions) => repo.searchData(sessions, deps.now());
  cache.refreshWith(SEARCH_DATA, searchData);
  // A miss reads with the searches of the same moment, in one query (server/auth/session-batcher.ts).
  const loadOne = sessionBatcher(searchData);
  const read = (userId: number, familyId: string, fresh: boolean) =>
    cache.load(SEARCH_DATA, userId, familyId, () => loadOne({ userId, familyId }), { fresh });
  async function searchContext(userId: number, familyId: string, wanted: string | null): Promise<SearchContext> {
    const nowMs = deps.now().getTime();
    const first = await read(userId, familyId, false);
    let data = first.value;
    let peerId = data ? pickPeer(data, wanted, nowMs) : null;
    if (peerId === null && first.cached) {
      data = (await read(userId, familyId, true)).value;
      peerId = data ? pickPeer(data, wanted, nowMs) : null;
    }
    return { friends: data?.friends ?? [], reported: data?.reported ?? [], peerId };
  }
  /**
   * Starts reading the session's search data (beside the session check of the search route): the
   * search's own read then finds it cached, or waits for this read (SessionCache shares a read in
   * flight unless the session changed since it began). Its failure is the search's to report.
   */
  const prefetch = (userId: number, familyId: string): void => {
    read(userId, familyId, false).catch(() => {});
  };
  return Object.assign(searchContext, { prefetch });
}
export type SearchContexts = ReturnType<typeof createSearchContexts>;
