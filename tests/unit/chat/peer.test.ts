import type { Peer } from 'peerjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PeerCredentials } from '../../../contract/chat';
import type { IncomingCall, PeerConnectionHandlers } from '../../../machines/peer/peer.types';
import { connectPeer, type PeerAdapterOptions, peerOptions } from '../../../src/adapters/peer';

type Listener = (...args: unknown[]) => void;

const credentials = (n: number): PeerCredentials => ({
  peer_id: `${n}`.repeat(32).slice(0, 32),
  peer_token: `token-${n}`,
  ice_servers: [],
  ice_transport_policy: 'all',
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
    this.emit('disconnected', this.id);
    this.emit('close');
  }
  reconnect() {
    this.disconnected = false;
  }
  /** PeerJS closes the socket and tells `disconnected` at once. */
  disconnect() {
    this.disconnected = true;
    this.open = false;
    this.emit('disconnected', this.id);
  }
  call = vi.fn();
  becomeOpen() {
    this.open = true;
    this.emit('open', this.id);
  }
}

function incomingConnection(id: string, metadata: unknown) {
  const listeners = new Map<string, Listener[]>();
  return {
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
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

const options: PeerAdapterOptions = {
  location: { hostname: 'chat.example', port: '', protocol: 'https:' },
  loadPeer: async () => FakePeer as unknown as typeof Peer,
};

function handlers() {
  return {
    open: vi.fn(),
    disconnected: vi.fn(),
    destroyed: vi.fn(),
    incoming: vi.fn<(call: IncomingCall) => void>(),
  } satisfies PeerConnectionHandlers;
}
const callHandlers = () => ({
  offered: vi.fn(),
  remoteVideo: vi.fn(),
  linkDown: vi.fn(),
  linkUp: vi.fn(),
  failed: vi.fn(),
  closed: vi.fn(),
});
const local = { id: 'local' } as unknown as MediaStream;
const metadata = { userId: 1, name: 'A', pet_gender: 'boy' as const, pet_name: 'P', friends: [], match_id: 'm' };

afterEach(() => {
  FakePeer.made = [];
});

describe('PeerJS options', () => {
  it('point at our own server with the issued ICE servers and policy, never the PeerJS cloud', () => {
    const withTurn: PeerCredentials = {
      ...credentials(1),
      ice_servers: [{ urls: 'turn:turn.example:3478', username: 'u', credential: 'c' }],
      ice_transport_policy: 'relay',
    };
    expect(peerOptions(withTurn, { hostname: 'chat.example', port: '', protocol: 'https:' })).toEqual({
      host: 'chat.example',
      port: 443,
      path: '/peerjs',
      key: 'peerjs',
      token: 'token-1',
      secure: true,
      config: { iceServers: withTurn.ice_servers, iceTransportPolicy: 'relay' },
      debug: 0,
    });
    const local = peerOptions(credentials(1), { hostname: '127.0.0.1', port: '3000', protocol: 'http:' });
    expect(local).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      secure: false,
      config: { iceServers: [], iceTransportPolicy: 'all' },
    });
  });
});

describe('a PeerJS peer for one set of credentials', () => {
  it('opens with the issued id and reports open, a dropped socket, and its end', async () => {
    const on = handlers();
    const connection = connectPeer(credentials(1), on, options);
    await settle();
    const peer = FakePeer.made[0];
    expect(peer.id).toBe(credentials(1).peer_id);
    peer.becomeOpen();
    expect(on.open).toHaveBeenCalledWith(credentials(1).peer_id);
    const reconnect = vi.spyOn(peer, 'reconnect');
    peer.emit('disconnected', peer.id);
    expect(on.disconnected).toHaveBeenCalledTimes(1);
    connection.reconnect();
    expect(reconnect).toHaveBeenCalledTimes(1);
    // The server closed it (an id refused): gone for good.
    peer.emit('close');
    expect(on.destroyed).toHaveBeenCalledTimes(1);
    connection.destroy();
  });

  it('a refresh drops the socket and opens a new one for the same id at once, without reporting a drop', async () => {
    const on = handlers();
    const connection = connectPeer(credentials(1), on, options);
    await settle();
    const peer = FakePeer.made[0];
    peer.becomeOpen();
    const disconnect = vi.spyOn(peer, 'disconnect');
    const reconnect = vi.spyOn(peer, 'reconnect');
    connection.refresh();
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(on.disconnected, 'the machine asked for it: no back-off').not.toHaveBeenCalled();
    peer.becomeOpen();
    expect(on.open).toHaveBeenCalledTimes(2);
    // A socket that drops on its own afterwards is reported again.
    peer.emit('disconnected', peer.id);
    expect(on.disconnected).toHaveBeenCalledTimes(1);
    connection.destroy();
  });

  it('says nothing once destroyed by its owner', async () => {
    const on = handlers();
    const connection = connectPeer(credentials(1), on, options);
    await settle();
    connection.destroy();
    expect(FakePeer.made[0].destroyed).toBe(true);
    expect(on.disconnected).not.toHaveBeenCalled();
    expect(on.destroyed).not.toHaveBeenCalled();
  });

  it('reports itself destroyed when PeerJS cannot be loaded', async () => {
    const on = handlers();
    connectPeer(credentials(1), on, { ...options, loadPeer: () => Promise.reject(new Error('offline')) });
    await settle();
    expect(on.destroyed).toHaveBeenCalledTimes(1);
  });

  it('passes incoming calls on with their match id; answers or declines by id', async () => {
    const on = handlers();
    const connection = connectPeer(credentials(1), on, options);
    await settle();
    const current = incomingConnection('mc_new', { userId: 2, match_id: 'match-2' });
    const stale = incomingConnection('mc_old', { userId: 3, match_id: 'match-1' });
    const anonymous = incomingConnection('mc_anon', 'not an object');
    for (const c of [current, stale, anonymous]) FakePeer.made[0].emit('call', c);
    expect(on.incoming.mock.calls.map(([call]) => call)).toEqual([
      { id: 'mc_new', matchId: 'match-2' },
      { id: 'mc_old', matchId: 'match-1' },
      { id: 'mc_anon', matchId: null },
    ]);
    connection.decline('mc_old');
    expect(stale.closed).toBe(true);
    const answered = callHandlers();
    connection.answer('mc_new', local, answered);
    expect(current.answered).toBe(local);
    // Answered or declined calls cannot be answered again: the call fails.
    const again = callHandlers();
    connection.answer('mc_old', local, again);
    await Promise.resolve();
    expect(again.failed).toHaveBeenCalledTimes(1);
    expect(answered.failed).not.toHaveBeenCalled();
    connection.destroy();
    expect(anonymous.closed).toBe(true);
  });

  it('calls a partner with the metadata; an unknown partner fails that call once', async () => {
    const connection = connectPeer(credentials(1), handlers(), options);
    await settle();
    const outgoing = incomingConnection('mc_out', null);
    FakePeer.made[0].call.mockReturnValue(outgoing);
    const on = callHandlers();
    const partner = 'f'.repeat(32);
    const hangUp = connection.call(partner, local, metadata, on);
    expect(FakePeer.made[0].call).toHaveBeenCalledWith(partner, local, {
      metadata: expect.objectContaining({ match_id: 'm' }),
    });
    const unavailable = (id: string) =>
      Object.assign(new Error(`Could not connect to peer ${id}`), { type: 'peer-unavailable' });
    FakePeer.made[0].emit('error', unavailable('e'.repeat(32)));
    expect(on.failed).not.toHaveBeenCalled();
    FakePeer.made[0].emit('error', unavailable(partner));
    outgoing.emit('close');
    expect(on.failed).toHaveBeenCalledTimes(1);
    hangUp.stop();
    expect(outgoing.closed).toBe(true);
  });

  it('fails a call asked for before the peer exists', async () => {
    const connection = connectPeer(credentials(1), handlers(), { ...options, loadPeer: () => new Promise(() => {}) });
    const on = callHandlers();
    connection.call('f'.repeat(32), local, metadata, on);
    await Promise.resolve();
    expect(on.failed).toHaveBeenCalledTimes(1);
  });
});
