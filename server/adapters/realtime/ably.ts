import * as Ably from 'ably';
import type { FastifyBaseLogger } from 'fastify';
import {
  ABLY_PRESENCE_CHANNEL,
  type AblyAuth,
  ablyConnectionOptions,
  ablyUserChannel,
  type RealtimeChannel,
} from '../../../contract/realtime';
import type { PresenceListener, RealtimePort } from '../../ports/realtime';

/** The part of `Ably.Rest` this adapter uses; tests pass a fake and no network is touched. */
export interface AblyRestLike {
  auth: { createTokenRequest(params: { clientId: string; capability: string; ttl: number }): Promise<object> };
  channels: { get(name: string): { publish(name: string, data: unknown): Promise<void> } };
}

export interface AblyPresenceMessage {
  action: string;
  clientId?: string;
  connectionId?: string;
}

/** The server's own view of presence on the presence channel (an Ably Realtime subscription). */
export interface AblyPresenceFeed {
  subscribe(listener: (message: AblyPresenceMessage) => void): Promise<void> | void;
  close(): void;
}

export interface AblyAdapterOptions {
  log: FastifyBaseLogger;
  tokenTtlMs: number;
}

/** Opens the real Ably clients for an API key: REST for tokens and publishing, Realtime for presence. */
export function connectAbly(apiKey: string, endpoint = ''): { rest: AblyRestLike; presence: AblyPresenceFeed } {
  const client = new Ably.Rest({ ...ablyConnectionOptions(endpoint), key: apiKey });
  const rest: AblyRestLike = {
    auth: { createTokenRequest: (params) => client.auth.createTokenRequest(params) },
    channels: {
      get: (name) => {
        const channel = client.channels.get(name);
        return { publish: async (event, data) => void (await channel.publish(event, data)) };
      },
    },
  };
  const realtime = new Ably.Realtime({ ...ablyConnectionOptions(endpoint), key: apiKey, clientId: 'petchat-server' });
  const channel = realtime.channels.get(ABLY_PRESENCE_CHANNEL);
  return {
    rest,
    presence: {
      subscribe: (listener) => channel.presence.subscribe(listener),
      close: () => realtime.close(),
    },
  };
}

/**
 * Ably driver. Each user may subscribe only to their own channel `private-user.{id}` and may
 * only enter presence on `presence-friends-chanel`; the capability and the clientId are fixed
 * in the token request signed here, so a client cannot widen them. Events are published over
 * REST with the event name as the Ably message name.
 */
export class AblyRealtime implements RealtimePort {
  readonly driver = 'ably' as const;
  /** userId → Ably connection ids present for that user. */
  private readonly members = new Map<number, Set<string>>();
  private readonly listeners = new Set<PresenceListener>();

  constructor(
    private readonly rest: AblyRestLike,
    private readonly presence: AblyPresenceFeed | null,
    private readonly options: AblyAdapterOptions,
  ) {
    if (presence) {
      Promise.resolve(presence.subscribe((message) => this.onPresenceMessage(message))).catch((err) =>
        options.log.error({ err }, 'Ably presence subscription failed'),
      );
    }
  }

  async authorize(userId: number): Promise<AblyAuth> {
    const channel = ablyUserChannel(userId);
    const capability = JSON.stringify({ [channel]: ['subscribe'], [ABLY_PRESENCE_CHANNEL]: ['presence'] });
    const tokenRequest = await this.rest.auth.createTokenRequest({
      clientId: String(userId),
      capability,
      ttl: this.options.tokenTtlMs,
    });
    return { driver: 'ably', token_request: { ...tokenRequest }, channel, presence_channel: ABLY_PRESENCE_CHANNEL };
  }

  async publish(userId: number, _channel: RealtimeChannel, event: string, data: unknown): Promise<void> {
    // One private channel per user; the event name (FriendsChanel / VideochatChanel) tells the
    // logical channel apart, exactly as the hub's `event` field does.
    await this.rest.channels.get(ablyUserChannel(userId)).publish(event, data);
  }

  async isOnline(userId: number): Promise<boolean> {
    return (this.members.get(userId)?.size ?? 0) > 0;
  }

  async onlineAmong(userIds: readonly number[]): Promise<Set<number>> {
    return new Set(userIds.filter((id) => (this.members.get(id)?.size ?? 0) > 0));
  }

  onPresence(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.presence?.close();
  }

  private onPresenceMessage(message: AblyPresenceMessage): void {
    const userId = Number(message.clientId);
    if (!Number.isInteger(userId) || userId <= 0) return;
    const connection = message.connectionId ?? '';
    const set = this.members.get(userId) ?? new Set<string>();
    const wasOnline = set.size > 0;
    if (message.action === 'leave' || message.action === 'absent') set.delete(connection);
    else set.add(connection);
    if (set.size > 0) this.members.set(userId, set);
    else this.members.delete(userId);
    const isOnline = set.size > 0;
    if (wasOnline === isOnline) return;
    for (const listener of this.listeners) {
      try {
        listener(userId, isOnline);
      } catch (err) {
        this.options.log.error({ err }, 'presence listener failed');
      }
    }
  }
}
