import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import type { IceServer, IceTransportPolicy } from '../../../contract/chat';
import type { AppConfig } from '../../config';

const iceServerList = v.array(
  v.object({
    urls: v.union([
      v.pipe(v.string(), v.nonEmpty()),
      v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
    ]),
    username: v.optional(v.string()),
    credential: v.optional(v.string()),
  }),
);

/** ICE_SERVERS: a JSON array of RTCIceServer objects. A bad value stops the server at start. */
export function parseIceServers(json: string): IceServer[] {
  if (!json.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('ICE_SERVERS must be a JSON array of {urls, username?, credential?} objects');
  }
  const result = v.safeParse(iceServerList, value);
  if (!result.success) throw new Error(`ICE_SERVERS is invalid: ${result.issues[0]?.message}`);
  return result.output;
}

/**
 * coturn's REST API scheme (`use-auth-secret`): the username carries its own expiry and the
 * password is an HMAC of it with the shared secret, so coturn checks it without calling us.
 */
export function turnCredentials(
  secret: string,
  userId: number,
  nowMs: number,
  ttlSeconds: number,
): { username: string; credential: string } {
  const expiry = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

const turnUrls = (config: AppConfig) =>
  config.turnUrls
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

export interface IceDirectory {
  /** `relay`: browsers use TURN relays only (GET /config and /peer-credentials pass it on). */
  transportPolicy: IceTransportPolicy;
  /** Servers safe to show anyone (GET /config): nothing that carries a credential. */
  publicServers(): IceServer[];
  /** Everything, with TURN credentials made for this user (GET /peer-credentials). */
  serversFor(userId: number, nowMs: number): IceServer[];
}

export function createIceDirectory(config: AppConfig): IceDirectory {
  const configured = parseIceServers(config.iceServers);
  const urls = turnUrls(config);
  if (config.turnSecret && urls.length === 0) throw new Error('TURN_SECRET is set but TURN_URLS is empty');
  // Relay-only without a relay would leave every call without a single candidate.
  const hasTurn = config.turnSecret !== '' || configured.some((s) => [s.urls].flat().some((u) => /^turns?:/.test(u)));
  if (config.iceTransportPolicy === 'relay' && !hasTurn)
    throw new Error('ICE_TRANSPORT_POLICY=relay needs a TURN server (TURN_SECRET + TURN_URLS, or one in ICE_SERVERS)');
  return {
    transportPolicy: config.iceTransportPolicy,
    publicServers: () => configured.filter((s) => s.username === undefined && s.credential === undefined),
    serversFor(userId, nowMs) {
      const servers = [...configured];
      if (config.turnSecret)
        servers.push({ urls, ...turnCredentials(config.turnSecret, userId, nowMs, config.turnTtlSeconds) });
      return servers;
    },
  };
}
