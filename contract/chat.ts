import * as v from 'valibot';
import { breedId, intId, multiLine, singleLine } from './fields';
import { M } from './messages';
import { reportEvidenceEntries } from './safety';

/** Random video chat, calls and reports: request schemas and response shapes (API.md). */

/** The report topics offered in the report popup; the chosen label is sent as `report_topic`. */
export const REPORT_TOPICS = ['Inappropriate behaviour', 'Spam or advertising'] as const;
export type ReportTopic = (typeof REPORT_TOPICS)[number];

export const REPORT_DETAILS_MIN = 3;
export const REPORT_DETAILS_MAX = 1000;
/** The client keeps at most 3 recent partners; the server accepts a little more, never unbounded. */
export const MAX_EXCLUSIONS = 50;

/** Peer ids the server issues: 128 random bits, hex (PeerJS accepts only [A-Za-z0-9_ -] ids). */
export const PEER_ID_RE = /^[a-f0-9]{32}$/;

/**
 * A missing field reads as empty, so it fails with the field's own message rather than
 * valibot's generic "Invalid key" (same rule as contract/auth.ts).
 */
function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as v.InferInput<S>);
}

const userId = intId;

const exclusionUsers = v.pipe(
  v.array(userId('Exclusion list must contain user ids'), 'Exclusion list must be a list of user ids'),
  v.maxLength(MAX_EXCLUSIONS, `Exclusion list cannot have more than ${MAX_EXCLUSIONS} users`),
);

const peerId = v.pipe(v.string(), v.regex(PEER_ID_RE, 'Unknown peer id'));

/**
 * `widen: 'group'` (with a `breed_id`): search the whole breed group of that breed, meeting only
 * others who widened to it too (API.md "Widening", issue 29).
 */
export const WIDEN_VALUES = ['group'] as const;
export type Widen = (typeof WIDEN_VALUES)[number];
const widen = v.optional(v.nullable(v.picklist(WIDEN_VALUES, "widen must be 'group'")), null);

/** POST /get-peer-id. `peer_id` (optional) says which of the caller's issued peer ids to announce. */
export const searchBody = v.object({
  breed_id: v.optional(v.nullable(breedId), null),
  exclusion_users: v.optional(exclusionUsers, []),
  peer_id: v.optional(peerId),
  widen,
});
export type SearchInput = v.InferOutput<typeof searchBody>;

/** Query strings carry lists as `1,2`, `[1,2]` or repeated keys; an empty breed means no filter. */
function listFromQuery(value: unknown): unknown {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text.split(',').map((s) => s.trim());
}

/** GET /users-by-bread?breed_id=&exclusion_users=1,2 */
export const searchQuery = v.pipe(
  v.looseObject({}),
  v.transform((q: Record<string, unknown>) => ({
    breed_id: q.breed_id === undefined || q.breed_id === '' || q.breed_id === 'null' ? null : q.breed_id,
    exclusion_users: listFromQuery(q.exclusion_users),
    ...(q.peer_id === undefined ? {} : { peer_id: q.peer_id }),
    widen: q.widen === undefined || q.widen === '' ? null : q.widen,
  })),
  searchBody,
);

/**
 * GET /pool-stats?breed_id=&widen=group — the breed chat the client chose (the choice lives in the
 * client); with `widen=group`, `breed` counts the searchers widened to that breed's group.
 */
export const poolStatsQuery = v.pipe(
  v.looseObject({}),
  v.transform((q: Record<string, unknown>) => ({
    breed_id: q.breed_id === undefined || q.breed_id === '' || q.breed_id === 'null' ? null : q.breed_id,
    widen: q.widen === undefined || q.widen === '' ? null : q.widen,
  })),
  v.object({ breed_id: v.nullable(breedId), widen }),
);

/** GET /pool-stats: people online, searching in the general chat, and in the chosen breed's chat. */
export interface PoolStatsView {
  online: number;
  general: number;
  breed: number | null;
}

export const isOnCallBody = v.object({ isOnCall: required(v.boolean('isOnCall must be true or false')) });

export const endCallBody = v.object({
  to: required(userId('Please give the user to hang up on')),
  notEnd: v.optional(v.boolean('notEnd must be true or false'), false),
  match_id: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Unknown match'))), null),
});
export type EndCallInput = v.InferOutput<typeof endCallBody>;

export const reportBody = v.object({
  to_id: required(userId('Please give the user to report')),
  to_name: required(
    v.pipe(
      v.string('Please give the name of the user to report'),
      v.trim(),
      v.nonEmpty('Please give the name of the user to report'),
      singleLine,
      v.maxLength(50, M.nameMax),
    ),
  ),
  report_details: required(
    v.pipe(
      v.string(M.reportDetailsRequired),
      v.trim(),
      v.nonEmpty(M.reportDetailsRequired),
      multiLine,
      v.minLength(REPORT_DETAILS_MIN, M.reportDetailsMin),
      v.maxLength(REPORT_DETAILS_MAX, M.reportDetailsMax),
    ),
  ),
  report_topic: required(v.picklist(REPORT_TOPICS, M.reportTopicRequired)),
  ...reportEvidenceEntries,
});
export type ReportInput = v.InferOutput<typeof reportBody>;

// ---- responses ---------------------------------------------------------------------------

export interface RandomUser {
  id: number;
  name: string;
  pet_name: string;
  pet_gender: 'boy' | 'girl';
  friends: number[];
  /**
   * The partner's profile photo (their pet, usually) under /media, or null without one. Added for the
   * companion card (issue 14); optional so that a client keeps working with a server without it.
   */
  image?: string | null;
  /**
   * The partner's pet breed (users.pet_breed_id), for the companion card in the general chat too;
   * optional like `image`.
   */
  pet_breed_id?: number | null;
  /**
   * Widened searches only (issue 29): the partner's pet breed by name, shown as "a Border Collie,
   * from the shepherds" (the group's name comes from `GET /breeds`).
   */
  breed?: { id: number; name: string; name_ua: string };
  /** The partner's PeerJS id: the caller calls it, the callee answers calls from it. */
  peer_id: string;
}

/** POST /get-peer-id and GET /users-by-bread. All three are null when nobody came in time. */
export interface SearchResult {
  randomUser: RandomUser | null;
  /** The server picks exactly one caller per match, so the two sides never call each other. */
  role: 'caller' | 'callee' | null;
  match_id: string | null;
}

/** An RTCIceServer as given to `new Peer(..., { config: { iceServers } })`. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/**
 * RTCConfiguration.iceTransportPolicy for the browsers (ICE_TRANSPORT_POLICY): `relay` sends
 * every call through the TURN relays, as users behind strict NATs need anyway; `all` (default)
 * lets ICE pick direct paths first.
 */
export type IceTransportPolicy = 'all' | 'relay';

/** GET /peer-credentials: a fresh id on every call, so a reloaded page never meets its old id. */
export interface PeerCredentials {
  peer_id: string;
  peer_token: string;
  ice_servers: IceServer[];
  ice_transport_policy: IceTransportPolicy;
  peer_path: string;
}

export interface StoredReport {
  id: number;
  to_id: number;
  to_name: string;
  report_topic: ReportTopic;
  report_details: string;
  created_at: string;
}

/** GET /config (public). ICE servers here never carry credentials. */
export interface PublicConfig {
  realtime: { driver: 'hub' | 'ably' };
  peer: { path: string; key: string };
  ice_servers: IceServer[];
  ice_transport_policy: IceTransportPolicy;
  media_base: string;
  contact_email: string;
}
