import { describe, expect, it, vi } from 'vitest';
import {
  followLink,
  installRestartOffers,
  type LinkFollower,
  type RestartableConnection,
  type RestartOfferPayload,
  type Role,
} from '../../../src/adapters/ice-restart';

/**
 * The ICE-restart adapter (src/adapters/ice-restart.ts) on a fake RTCPeerConnection: link state
 * from its events, restart offers and answers through PeerJS's signalling socket; only the caller
 * offers, the answerer asks it to.
 */

/** Just enough of RTCPeerConnection: the three states, the offer/answer state machine and its events. */
class FakePeerConnection extends EventTarget {
  iceConnectionState: RTCIceConnectionState = 'connected';
  connectionState: RTCPeerConnectionState = 'connected';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  oniceconnectionstatechange: ((event: Event) => void) | null = null;
  /** What was done to it, in order. */
  log: string[] = [];
  private made = 0;

  /** No media statistics (the stall watch reads them every half second). */
  async getStats(): Promise<RTCStatsReport> {
    return new Map() as unknown as RTCStatsReport;
  }

  async createOffer(options?: RTCOfferOptions): Promise<RTCSessionDescriptionInit> {
    this.log.push(`createOffer ${JSON.stringify(options ?? {})}`);
    return { type: 'offer', sdp: `offer-${++this.made}` };
  }

  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    if (this.signalingState !== 'have-remote-offer') throw new DOMException('no offer', 'InvalidStateError');
    this.log.push('createAnswer');
    return { type: 'answer', sdp: `answer-${++this.made}` };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.log.push(`local ${description.type}`);
    const from = this.signalingState;
    this.localDescription = description.type === 'rollback' ? null : description;
    if (description.type === 'rollback' && from === 'have-local-offer') this.signal('stable');
    else if (description.type === 'offer' && from === 'stable') this.signal('have-local-offer');
    else if (description.type === 'answer' && from === 'have-remote-offer') this.signal('stable');
    else throw new DOMException(`local ${description.type} in ${from}`, 'InvalidStateError');
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.log.push(`remote ${description.type}`);
    const from = this.signalingState;
    if (description.type === 'offer' && (from === 'stable' || from === 'have-local-offer')) {
      // Browsers roll a crossing local offer back on their own (implicit rollback).
      if (from === 'have-local-offer') this.signal('stable');
      this.signal('have-remote-offer');
    } else if (description.type === 'answer' && from === 'have-local-offer') this.signal('stable');
    else throw new DOMException(`remote ${description.type} in ${from}`, 'InvalidStateError');
  }

  private signal(state: RTCSignalingState) {
    this.signalingState = state;
    this.dispatchEvent(new Event('signalingstatechange'));
  }

  /** ICE moves: the `on…` handler runs as in a browser, then listeners. */
  ice(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    const event = new Event('iceconnectionstatechange');
    this.oniceconnectionstatechange?.(event);
    this.dispatchEvent(event);
  }

  connection(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

const PARTNER = 'b'.repeat(32);
const CONNECTION_ID = 'mc_abc';

function setUp(role: Role = 'caller') {
  const pc = new FakePeerConnection();
  const send = vi.fn();
  const close = vi.fn();
  const connection: RestartableConnection = {
    peer: PARTNER,
    connectionId: CONNECTION_ID,
    peerConnection: pc as unknown as RTCPeerConnection,
    provider: { socket: { send } },
    close,
  };
  const handlers = { linkDown: vi.fn(), linkUp: vi.fn() };
  return { pc, send, close, connection, handlers, role };
}

function follow(role: Role = 'caller', before?: (pc: FakePeerConnection, connection: RestartableConnection) => void) {
  const run = setUp(role);
  before?.(run.pc, run.connection);
  const link = followLink(run.connection, role, run.handlers);
  return { ...run, link };
}

const restartOffer = (sdp = 'their-offer'): RestartOfferPayload => ({
  sdp: { type: 'offer', sdp },
  type: 'media',
  connectionId: CONNECTION_ID,
  iceRestart: true,
});

describe('followLink: link state', () => {
  it('reports the link down once on ICE disconnected then failed, and up once when connected again', () => {
    const { pc, handlers } = follow();
    pc.ice('disconnected');
    pc.ice('failed');
    expect(handlers.linkDown).toHaveBeenCalledTimes(1);
    expect(handlers.linkUp).not.toHaveBeenCalled();
    pc.ice('checking');
    expect(handlers.linkUp).not.toHaveBeenCalled();
    pc.ice('connected');
    pc.ice('completed');
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
    expect(handlers.linkDown).toHaveBeenCalledTimes(1);
  });

  it('reports the link down when the connection as a whole fails, and up only when ICE and the connection are both up', () => {
    const { pc, handlers } = follow();
    pc.connection('failed');
    expect(handlers.linkDown).toHaveBeenCalledTimes(1);
    pc.ice('disconnected');
    expect(handlers.linkDown).toHaveBeenCalledTimes(1);
    pc.ice('connected');
    expect(handlers.linkUp, 'the connection is still failed').not.toHaveBeenCalled();
    pc.connection('connected');
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
  });

  it('reports nothing while the link stays up', () => {
    const { pc, handlers } = follow();
    pc.ice('completed');
    pc.connection('connected');
    expect(handlers.linkDown).not.toHaveBeenCalled();
    expect(handlers.linkUp).not.toHaveBeenCalled();
  });

  it('closes the PeerJS connection when ICE is closed, without reporting the link down', () => {
    const { pc, handlers, close } = follow();
    pc.ice('closed');
    expect(close).toHaveBeenCalledTimes(1);
    expect(handlers.linkDown).not.toHaveBeenCalled();
  });

  it('replaces PeerJS’s handler that would close the call on ICE failed', () => {
    const peerJsHandler = vi.fn();
    const { pc, close, handlers } = follow('caller', (pc, connection) => {
      pc.oniceconnectionstatechange = () => {
        peerJsHandler();
        if (pc.iceConnectionState === 'failed') connection.close();
      };
    });
    pc.ice('failed');
    expect(peerJsHandler).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect(handlers.linkDown).toHaveBeenCalledTimes(1);
  });

  it('reports nothing once stopped', () => {
    const { pc, handlers, link } = follow();
    link.stop();
    pc.ice('failed');
    pc.connection('failed');
    pc.ice('connected');
    pc.connection('connected');
    expect(handlers.linkDown).not.toHaveBeenCalled();
    expect(handlers.linkUp).not.toHaveBeenCalled();
  });

  it('does nothing without a peer connection', async () => {
    const run = setUp();
    const link = followLink({ ...run.connection, peerConnection: null }, 'caller', run.handlers);
    await link.restartIce();
    await link.answerRestart(restartOffer());
    link.stop();
    expect(run.send).not.toHaveBeenCalled();
  });
});

describe('followLink: restarts', () => {
  it('restartIce sends an OFFER with iceRestart and the connection id to the partner', async () => {
    const { pc, send, link } = follow();
    await link.restartIce();
    expect(pc.log).toEqual(['createOffer {"iceRestart":true}', 'local offer']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      type: 'OFFER',
      dst: PARTNER,
      payload: { sdp: { type: 'offer', sdp: 'offer-1' }, type: 'media', connectionId: CONNECTION_ID, iceRestart: true },
    });
    expect(pc.signalingState).toBe('have-local-offer');
  });

  it('rolls an unanswered offer back before the next restart', async () => {
    const { pc, send, link } = follow();
    await link.restartIce();
    await link.restartIce();
    expect(pc.log).toEqual([
      'createOffer {"iceRestart":true}',
      'local offer',
      'local rollback',
      'createOffer {"iceRestart":true}',
      'local offer',
    ]);
    expect(send.mock.calls.map(([m]) => m.payload.sdp.sdp)).toEqual(['offer-1', 'offer-2']);
  });

  it('sends nothing on a closed connection', async () => {
    const { pc, send, link } = follow();
    pc.signalingState = 'closed';
    await link.restartIce();
    await link.answerRestart(restartOffer());
    expect(send).not.toHaveBeenCalled();
  });

  it('answerRestart answers a restart offer with an ANSWER for the same connection', async () => {
    const { pc, send, link } = follow('answerer');
    await link.answerRestart(restartOffer());
    expect(pc.log).toEqual(['remote offer', 'createAnswer', 'local answer']);
    expect(send).toHaveBeenCalledWith({
      type: 'ANSWER',
      dst: PARTNER,
      payload: { sdp: { type: 'answer', sdp: 'answer-1' }, type: 'media', connectionId: CONNECTION_ID },
    });
    expect(pc.signalingState).toBe('stable');
  });

  it('glare: the caller ignores a restart offer that crosses its own', async () => {
    const { pc, send, link } = follow('caller');
    await link.restartIce();
    send.mockClear();
    await link.answerRestart(restartOffer());
    expect(send).not.toHaveBeenCalled();
    expect(pc.signalingState, 'its own offer still waits for the answer').toBe('have-local-offer');
    expect(pc.log).not.toContain('remote offer');
  });

  it('the answerer makes no offer: it asks the caller for a restart, and answers the offer that follows', async () => {
    const { pc, send, link } = follow('answerer');
    await link.restartIce();
    expect(pc.log, 'no offer of its own, so no rollback when the caller’s arrives').toEqual([]);
    expect(send).toHaveBeenCalledWith({
      type: 'OFFER',
      dst: PARTNER,
      payload: { type: 'media', connectionId: CONNECTION_ID, iceRestart: true, request: true },
    });
    send.mockClear();
    await link.answerRestart(restartOffer());
    expect(pc.log).toEqual(['remote offer', 'createAnswer', 'local answer']);
    expect(send.mock.calls[0][0]).toMatchObject({ type: 'ANSWER', dst: PARTNER });
    expect(pc.signalingState).toBe('stable');
  });

  it('a restart request makes the caller offer at once; with its offer pending, it sends that offer again as it is now', async () => {
    const { pc, send, link } = follow('caller');
    link.restartRequested();
    await Promise.resolve();
    await Promise.resolve();
    expect(send.mock.calls.map(([m]) => m.payload.sdp.sdp)).toEqual(['offer-1']);
    // Candidates gathered since the offer went out are in the local description now.
    pc.localDescription = { type: 'offer', sdp: 'offer-1 + candidates' };
    link.restartRequested();
    expect(pc.log, 'no rollback, no new offer').toEqual(['createOffer {"iceRestart":true}', 'local offer']);
    expect(send.mock.calls.at(-1)?.[0]).toEqual({
      type: 'OFFER',
      dst: PARTNER,
      payload: {
        sdp: { type: 'offer', sdp: 'offer-1 + candidates' },
        type: 'media',
        connectionId: CONNECTION_ID,
        iceRestart: true,
      },
    });
  });

  it('the answerer ignores a restart request', async () => {
    const { pc, send, link } = follow('answerer');
    link.restartRequested();
    await Promise.resolve();
    expect(pc.log).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports the link up when a restart completes while ICE stayed connected', async () => {
    const { pc, handlers, link } = follow('caller');
    await link.restartIce();
    expect(handlers.linkUp).not.toHaveBeenCalled();
    // PeerJS applies the partner's ANSWER itself.
    await pc.setRemoteDescription({ type: 'answer', sdp: 'their-answer' });
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
    // Later signalling changes are not a restart's end.
    await pc.setRemoteDescription({ type: 'offer', sdp: 'x' });
    await pc.setLocalDescription({ type: 'answer' });
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
  });

  it('an answered restart reports the link up on the answerer’s side too', async () => {
    const { handlers, link } = follow('answerer');
    await link.answerRestart(restartOffer());
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
  });

  it('a restart after a network change reports the link up once ICE connects, when the exchange completed first', async () => {
    // No ICE disconnected or failed: the call link began reconnecting on the browser's network change.
    const { pc, handlers, link } = follow('caller');
    await link.restartIce();
    pc.ice('checking');
    await pc.setRemoteDescription({ type: 'answer', sdp: 'their-answer' });
    expect(handlers.linkUp, 'ICE is still checking').not.toHaveBeenCalled();
    pc.ice('connected');
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
    expect(handlers.linkDown).not.toHaveBeenCalled();
  });

  it('a restart that completes while ICE is still down reports nothing; ICE connecting then does', async () => {
    const { pc, handlers, link } = follow('caller');
    pc.ice('disconnected');
    await link.restartIce();
    await pc.setRemoteDescription({ type: 'answer', sdp: 'their-answer' });
    expect(handlers.linkUp).not.toHaveBeenCalled();
    pc.ice('connected');
    expect(handlers.linkUp).toHaveBeenCalledTimes(1);
    expect(handlers.linkDown).toHaveBeenCalledTimes(1);
  });
});

describe('installRestartOffers', () => {
  function peerWithHandler() {
    const original = vi.fn();
    const peer = { _handleMessage: original as (message: unknown) => void };
    const follower = { answerRestart: vi.fn(async () => {}), restartRequested: vi.fn() } as unknown as LinkFollower;
    const find = vi.fn((_partner: string, _connectionId: string) => follower as LinkFollower | undefined);
    installRestartOffers(peer, find);
    return { peer, original, follower, find };
  }

  it('hands a restart OFFER to the follower of that call, not to PeerJS', () => {
    const { peer, original, follower, find } = peerWithHandler();
    const payload = restartOffer();
    peer._handleMessage({ type: 'OFFER', src: PARTNER, payload });
    expect(find).toHaveBeenCalledWith(PARTNER, CONNECTION_ID);
    expect(follower.answerRestart).toHaveBeenCalledWith(payload);
    expect(original).not.toHaveBeenCalled();
  });

  it('hands a restart request to the follower of that call, not to PeerJS', () => {
    const { peer, original, follower, find } = peerWithHandler();
    const payload = { type: 'media', connectionId: CONNECTION_ID, iceRestart: true, request: true };
    peer._handleMessage({ type: 'OFFER', src: PARTNER, payload });
    expect(find).toHaveBeenCalledWith(PARTNER, CONNECTION_ID);
    expect(follower.restartRequested).toHaveBeenCalledTimes(1);
    expect(follower.answerRestart).not.toHaveBeenCalled();
    expect(original).not.toHaveBeenCalled();
  });

  it('drops a restart OFFER for a call it does not follow (PeerJS would ring again)', () => {
    const { peer, original, find } = peerWithHandler();
    find.mockReturnValue(undefined);
    peer._handleMessage({ type: 'OFFER', src: PARTNER, payload: restartOffer() });
    expect(original).not.toHaveBeenCalled();
  });

  it('passes every other message to PeerJS’s own handler', () => {
    const { peer, original, follower } = peerWithHandler();
    const messages = [
      { type: 'OFFER', src: PARTNER, payload: { sdp: {}, type: 'media', connectionId: 'mc_new' } },
      { type: 'OFFER', src: PARTNER, payload: { ...restartOffer(), iceRestart: 'yes' } },
      { type: 'OFFER', src: PARTNER, payload: { ...restartOffer(), connectionId: undefined } },
      { type: 'ANSWER', src: PARTNER, payload: { sdp: {}, type: 'media', connectionId: CONNECTION_ID } },
      { type: 'CANDIDATE', src: PARTNER, payload: { candidate: {}, connectionId: CONNECTION_ID } },
      { type: 'OPEN', src: PARTNER },
    ];
    for (const message of messages) peer._handleMessage(message);
    expect(original.mock.calls.map(([m]) => m)).toEqual(messages);
    expect(follower.answerRestart).not.toHaveBeenCalled();
  });

  it('is a no-op on a peer without _handleMessage', () => {
    const peer = { other: 1 };
    const find = vi.fn();
    installRestartOffers(peer, find);
    expect(peer).toEqual({ other: 1 });
    expect(find).not.toHaveBeenCalled();
  });
});
