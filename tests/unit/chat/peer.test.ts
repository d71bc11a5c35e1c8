import type { Peer } from 'peerjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PeerCredentials } from '../../../contract/chat';
import type { IncomingCall } from '../../../machines/random-chat/random-chat.types';
import { createPeerSession, destroyPeer, type PeerDeps, peerFor, peerOptions } from '../../../src/adapters/peer';

type Listener = (...args: unknown[]) => void;

const credentials = (n: number): PeerCredentials => ({
  peer_id: `${n}`.repeat(32).slice(0, 32),
  peer_token: `token-${n}`,
  ice_servers: [],
  peer_path: '/peerjs',
});

/** A PeerJS Peer stand-in that records how it was made and lets tests fire its events. */
class FakePeer {
  static made: FakePeer[] = [];
  listeners = new Map<string, Listener[]>();
  open = false;
  disconnected = false;
  destroyed = false;
  constructor(
    readonly id: string,
    readonly options: unknown,
  ) {
    FakePeer.made.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  destroy() {
    this.destroyed = true;
  }
  reconnect() {}
  call = vi.fn();
  becomeOpen() {
    this.open = true;
    this.emit('open', this.id);
  }
}

function incomingConnection(id: string, metadata: unknown) {
  const listeners = new Map<string, Listener[]>();
  return {
    connectionId: id,
    metadata,
    answered: null as unknown,
    closed: false,
    on(event: string, l: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), l]);
    },
    answer(stream: unknown) {
      this.answered = stream;
    },
    close() {
      this.closed = true;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deps(fetchCredentials = vi.fn(async () => credentials(1))): PeerDeps {
  return {
    fetchCredentials,
    location: { hostname: 'chat.example', port: '', protocol: 'https:' },
    loadPeer: async () => FakePeer as unknown as typeof Peer,
  };
}

afterEach(() => {
  destroyPeer();
  FakePeer.made = [];
});

describe('PeerJS options', () => {
  it('point at our own server with the issued ICE servers, never the PeerJS cloud', () => {
    const withTurn = {
      ...credentials(1),
      ice_servers: [{ urls: 'turn:turn.example:3478', username: 'u', credential: 'c' }],
    };
    expect(peerOptions(withTurn, { hostname: 'chat.example', port: '', protocol: 'https:' })).toEqual({
      host: 'chat.example',
      port: 443,
      path: '/peerjs',
      key: 'peerjs',
      token: 'token-1',
      secure: true,
      config: { iceServers: withTurn.ice_servers },
      debug: 0,
    });
    const local = peerOptions(credentials(1), { hostname: '127.0.0.1', port: '3000', protocol: 'http:' });
    expect(local).toMatchObject({ host: '127.0.0.1', port: 3000, secure: false, config: { iceServers: [] } });
  });
});

describe('the page peer', () => {
  it('is one per user however often it is asked for (StrictMode mounts twice)', async () => {
    const fetchCredentials = vi.fn(async () => credentials(1));
    const first = peerFor(1, deps(fetchCredentials));
    const again = peerFor(1, deps(fetchCredentials));
    await settle();
    expect(again).toBe(first);
    expect(fetchCredentials).toHaveBeenCalledTimes(1);
    expect(FakePeer.made).toHaveLength(1);
    expect(FakePeer.made[0].id).toBe(credentials(1).peer_id);

    // Another user on the same page: the first peer is destroyed.
    peerFor(2, deps(vi.fn(async () => credentials(2))));
    await settle();
    expect(FakePeer.made[0].destroyed).toBe(true);
    expect(FakePeer.made).toHaveLength(2);
  });

  it('tells watchers when it is open, at once for a late watcher', async () => {
    const session = createPeerSession(deps());
    const early = { ready: vi.fn(), lost: vi.fn(), incoming: vi.fn() };
    session.watch(early);
    await settle();
    FakePeer.made[0].becomeOpen();
    expect(early.ready).toHaveBeenCalledWith(credentials(1).peer_id);
    const late = { ready: vi.fn(), lost: vi.fn(), incoming: vi.fn() };
    session.watch(late);
    expect(late.ready).toHaveBeenCalledWith(credentials(1).peer_id);
    session.destroy();
  });

  it('passes incoming calls on with their match id; answers or declines by id', async () => {
    const session = createPeerSession(deps());
    const calls: IncomingCall[] = [];
    session.watch({ ready() {}, lost() {}, incoming: (call) => calls.push(call) });
    await settle();
    const current = incomingConnection('mc_new', { userId: 2, match_id: 'match-2' });
    const stale = incomingConnection('mc_old', { userId: 3, match_id: 'match-1' });
    const anonymous = incomingConnection('mc_anon', 'not an object');
    for (const c of [current, stale, anonymous]) FakePeer.made[0].emit('call', c);
    expect(calls).toEqual([
      { id: 'mc_new', matchId: 'match-2' },
      { id: 'mc_old', matchId: 'match-1' },
      { id: 'mc_anon', matchId: null },
    ]);
    session.decline('mc_old');
    expect(stale.closed).toBe(true);
    const stream = { id: 'local' } as unknown as MediaStream;
    expect(session.answer('mc_new', stream)).toBe(current);
    expect(current.answered).toBe(stream);
    // Answered or declined calls cannot be answered again.
    expect(session.answer('mc_new', stream)).toBeNull();
    expect(session.answer('mc_old', stream)).toBeNull();
    session.destroy();
    expect(anonymous.closed).toBe(true);
  });

  it('declines calls nobody is watching for', async () => {
    const session = createPeerSession(deps());
    await settle();
    const call = incomingConnection('mc_1', { match_id: 'm' });
    FakePeer.made[0].emit('call', call);
    expect(call.closed).toBe(true);
    session.destroy();
  });

  it('reports a partner unknown to the server to the call that asked for them', async () => {
    const session = createPeerSession(deps());
    await settle();
    const connection = incomingConnection('mc_out', null);
    FakePeer.made[0].call.mockReturnValue(connection);
    const onUnavailable = vi.fn();
    const partner = 'f'.repeat(32);
    session.call(
      partner,
      { id: 'local' } as unknown as MediaStream,
      { userId: 1, name: 'A', pet_gender: 'boy', pet_name: 'P', friends: [], match_id: 'm' },
      onUnavailable,
    );
    expect(FakePeer.made[0].call).toHaveBeenCalledWith(partner, expect.anything(), {
      metadata: expect.objectContaining({ match_id: 'm' }),
    });
    FakePeer.made[0].emit(
      'error',
      Object.assign(new Error(`Could not connect to peer ${'e'.repeat(32)}`), { type: 'peer-unavailable' }),
    );
    expect(onUnavailable).not.toHaveBeenCalled();
    FakePeer.made[0].emit(
      'error',
      Object.assign(new Error(`Could not connect to peer ${partner}`), { type: 'peer-unavailable' }),
    );
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    session.destroy();
  });

  it('reports itself lost when the signalling socket drops, and ready again when it reopens', async () => {
    vi.useFakeTimers();
    try {
      const session = createPeerSession(deps());
      const watcher = { ready: vi.fn(), lost: vi.fn(), incoming: vi.fn() };
      session.watch(watcher);
      await vi.advanceTimersByTimeAsync(0);
      const peer = FakePeer.made[0];
      peer.becomeOpen();
      const reconnect = vi.spyOn(peer, 'reconnect');
      peer.disconnected = true;
      peer.emit('disconnected', peer.id);
      expect(watcher.lost).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(reconnect).toHaveBeenCalledTimes(1);
      peer.disconnected = false;
      peer.becomeOpen();
      expect(watcher.ready).toHaveBeenCalledTimes(2);
      session.destroy();
    } finally {
      vi.useRealTimers();
    }
  });
});
