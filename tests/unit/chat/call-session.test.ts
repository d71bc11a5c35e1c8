import { describe, expect, it, vi } from 'vitest';
import { type MediaConnectionLike, watchRemoteVideo, whenOfferSent } from '../../../src/adapters/call-session';

type Listener = (...args: unknown[]) => void;

/** A PeerJS MediaConnection stand-in: tests fire its events. */
function fakeConnection() {
  const listeners = new Map<string, Listener[]>();
  const connection = {
    connectionId: 'mc_1',
    closed: 0,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return connection;
    },
    close() {
      connection.closed += 1;
    },
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
  };
  return connection;
}

/** A MediaStream stand-in whose tracks can grow (`addtrack`). */
function fakeStream(kinds: string[]) {
  const target = new EventTarget();
  const tracks = kinds.map((kind) => ({ kind }));
  return Object.assign(target, {
    id: 'remote',
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    addTrack(kind: string) {
      tracks.push({ kind });
      target.dispatchEvent(new Event('addtrack'));
    },
  });
}

const handlers = () => ({
  offered: vi.fn(),
  remoteVideo: vi.fn(),
  linkDown: vi.fn(),
  linkUp: vi.fn(),
  failed: vi.fn(),
  closed: vi.fn(),
});

describe('remote video of a call', () => {
  it('is reported exactly once when PeerJS fires `stream` once per track', () => {
    const connection = fakeConnection();
    const on = handlers();
    watchRemoteVideo(connection as unknown as MediaConnectionLike, on);
    const stream = fakeStream(['audio', 'video']);
    connection.emit('stream', stream);
    connection.emit('stream', stream);
    connection.emit('stream', fakeStream(['video']));
    expect(on.remoteVideo).toHaveBeenCalledTimes(1);
    expect(on.remoteVideo).toHaveBeenCalledWith(stream, null);
  });

  it('waits for the video track of a stream that came with audio only', () => {
    const connection = fakeConnection();
    const on = handlers();
    watchRemoteVideo(connection as unknown as MediaConnectionLike, on);
    const stream = fakeStream(['audio']);
    connection.emit('stream', stream);
    connection.emit('stream', stream);
    expect(on.remoteVideo).not.toHaveBeenCalled();
    stream.addTrack('video');
    expect(on.remoteVideo).toHaveBeenCalledTimes(1);
  });

  it('fails when the call closes or errs before any video, closes after it', () => {
    const early = fakeConnection();
    const onEarly = handlers();
    watchRemoteVideo(early as unknown as MediaConnectionLike, onEarly);
    early.emit('close');
    early.emit('error', new Error('late'));
    expect(onEarly.failed).toHaveBeenCalledTimes(1);
    expect(onEarly.closed).not.toHaveBeenCalled();

    const late = fakeConnection();
    const onLate = handlers();
    watchRemoteVideo(late as unknown as MediaConnectionLike, onLate);
    late.emit('stream', fakeStream(['video']));
    late.emit('close');
    expect(onLate.closed).toHaveBeenCalledTimes(1);
    expect(onLate.failed).not.toHaveBeenCalled();
  });

  it('holds the video until the connection is up, so the app does nothing mid offer/answer', () => {
    const connection = fakeConnection();
    const pc = Object.assign(new EventTarget(), {
      connectionState: 'new' as RTCPeerConnectionState,
      iceConnectionState: 'new' as RTCIceConnectionState,
    });
    Object.assign(connection, { peerConnection: pc });
    const on = handlers();
    watchRemoteVideo(connection as unknown as MediaConnectionLike, on);
    const stream = fakeStream(['audio', 'video']);
    connection.emit('stream', stream);
    connection.emit('stream', stream);
    // The track arrived while the description was applied; ICE and DTLS are still to come.
    pc.connectionState = 'connecting';
    pc.dispatchEvent(new Event('connectionstatechange'));
    expect(on.remoteVideo).not.toHaveBeenCalled();
    pc.connectionState = 'connected';
    pc.dispatchEvent(new Event('connectionstatechange'));
    pc.dispatchEvent(new Event('connectionstatechange'));
    expect(on.remoteVideo).toHaveBeenCalledTimes(1);
    expect(on.remoteVideo).toHaveBeenCalledWith(stream, pc);
  });

  it('reports at once when the connection is already up, and fails a call that closes before it', () => {
    const up = fakeConnection();
    Object.assign(up, {
      peerConnection: Object.assign(new EventTarget(), {
        connectionState: 'connected',
        iceConnectionState: 'connected',
      }),
    });
    const onUp = handlers();
    watchRemoteVideo(up as unknown as MediaConnectionLike, onUp);
    up.emit('stream', fakeStream(['video']));
    expect(onUp.remoteVideo).toHaveBeenCalledTimes(1);

    const never = fakeConnection();
    const pc = Object.assign(new EventTarget(), { connectionState: 'connecting', iceConnectionState: 'checking' });
    Object.assign(never, { peerConnection: pc });
    const onNever = handlers();
    watchRemoteVideo(never as unknown as MediaConnectionLike, onNever);
    never.emit('stream', fakeStream(['video']));
    never.emit('close');
    pc.connectionState = 'connected';
    pc.dispatchEvent(new Event('connectionstatechange'));
    expect(onNever.remoteVideo).not.toHaveBeenCalled();
    expect(onNever.failed).toHaveBeenCalledTimes(1);
  });

  it('closes the connection on cleanup and reports nothing after it', () => {
    const connection = fakeConnection();
    const on = handlers();
    const stop = watchRemoteVideo(connection as unknown as MediaConnectionLike, on);
    stop();
    expect(connection.closed).toBe(1);
    connection.emit('stream', fakeStream(['video']));
    connection.emit('close');
    expect(on.remoteVideo).not.toHaveBeenCalled();
    expect(on.closed).not.toHaveBeenCalled();
    expect(on.failed).not.toHaveBeenCalled();
  });
});

/** An RTCPeerConnection stand-in for the offer: tests move its signalling state. */
function offeringConnection() {
  const target = new EventTarget();
  return Object.assign(target, {
    signalingState: 'stable' as RTCSignalingState,
    moveTo(state: RTCSignalingState) {
      this.signalingState = state;
      target.dispatchEvent(new Event('signalingstatechange'));
    },
  });
}

describe('whenOfferSent (issue 30 item 4: the match renders after the offer, not in its way)', () => {
  it('reports once the local offer is set, one task later (PeerJS sends the OFFER first), and once', async () => {
    vi.useFakeTimers();
    try {
      const pc = offeringConnection();
      const offered = vi.fn();
      whenOfferSent(pc, offered);
      // PeerJS called createOffer synchronously; nothing is reported while it runs.
      await vi.runAllTimersAsync();
      expect(offered).not.toHaveBeenCalled();
      pc.moveTo('have-local-offer');
      // PeerJS's continuation (the OFFER on its socket) runs in this task's microtasks: not yet.
      await Promise.resolve();
      expect(offered).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(offered).toHaveBeenCalledTimes(1);
      // The answer applied, and a later ICE restart's offer: not reported again.
      pc.moveTo('stable');
      pc.moveTo('have-local-offer');
      await vi.runAllTimersAsync();
      expect(offered).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a connection (a fake) reports at once; after the cleanup nothing', async () => {
    vi.useFakeTimers();
    try {
      const offered = vi.fn();
      whenOfferSent(null, offered);
      await vi.runAllTimersAsync();
      expect(offered).toHaveBeenCalledTimes(1);
      const pc = offeringConnection();
      const late = vi.fn();
      const stop = whenOfferSent(pc, late);
      pc.moveTo('have-local-offer');
      stop();
      await vi.runAllTimersAsync();
      expect(late).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
