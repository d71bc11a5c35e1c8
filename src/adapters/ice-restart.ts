/**
 * ICE restart and link state for PeerJS media calls (issue 24). PeerJS recovers nothing: its
 * negotiator closes the call on ICE `failed`, only logs `disconnected`, stops forwarding ICE
 * candidates once ICE is `completed`, and closes an existing call when a second OFFER for it
 * arrives. This file takes over those parts of one call's RTCPeerConnection:
 *
 * - link state: ICE `disconnected`/`failed`, the connection `failed`, or no media bytes arriving
 *   for 1.5 s (ICE notices a dead path only after ~5 s; audio packets flow every 20 ms even from a
 *   muted microphone, so silence on the wire means the path is gone) report the link down; ICE
 *   `connected`/`completed` with the connection `connected` and bytes arriving again report it up.
 *   Nothing here closes the call: the call-link machine decides when to give up.
 * - restart: a new offer with fresh ICE credentials (`iceRestart: true`) is sent as an OFFER
 *   whose payload carries `iceRestart: true`, through the same signalling server, and the answer
 *   comes back as an ordinary ANSWER that PeerJS applies itself. Candidates keep flowing through
 *   PeerJS's own CANDIDATE messages.
 * - one offerer: only the caller (PeerJS's originator) makes restart offers. The answerer, when
 *   its side of the link breaks, asks the caller to restart (an OFFER whose payload is a
 *   `request` without SDP). Crossing offers with a rollback on the answerer's side left
 *   Chromium's remote video track without frames after recovery although the connection
 *   decoded them (measured in tests/e2e/network-faults.e2e.test.ts), so there is no glare to
 *   settle. An offer from the partner that crosses the caller's own is ignored (older clients).
 */

/** The parts of a PeerJS MediaConnection this file needs (its fields are public at runtime). */
export interface RestartableConnection {
  /** The partner's peer id. */
  peer: string;
  connectionId: string;
  peerConnection: RTCPeerConnection | null;
  /** PeerJS's Peer that owns the connection: its signalling socket sends our messages. */
  provider: { socket: { send(message: unknown): void } } | null;
  close(): void;
}

export interface LinkHandlers {
  linkDown(): void;
  linkUp(): void;
}

/** Our OFFER payload: PeerJS's fields plus the flag that tells it is a restart of a running call. */
export interface RestartOfferPayload {
  sdp: RTCSessionDescriptionInit;
  type: 'media';
  connectionId: string;
  iceRestart: true;
}

/** The answerer's request that the caller restart ICE (it makes no offers of its own). */
export interface RestartRequestPayload {
  type: 'media';
  connectionId: string;
  iceRestart: true;
  request: true;
}

export type Role = 'caller' | 'answerer';

const DOWN_ICE = new Set<RTCIceConnectionState>(['disconnected', 'failed']);
/** How often the bytes received are read, and how many reads without a new byte mean a stall. */
export const STALL_SAMPLE_MS = 500;
export const STALL_SAMPLES = 3;

/** Bytes received over all inbound RTP streams of a stats report. */
export function bytesReceivedOf(report: RTCStatsReport): number {
  let total = 0;
  report.forEach((stat: { type?: string; bytesReceived?: number }) => {
    if (stat.type === 'inbound-rtp' && typeof stat.bytesReceived === 'number') total += stat.bytesReceived;
  });
  return total;
}
const UP_ICE = new Set<RTCIceConnectionState>(['connected', 'completed']);

/** Whether both the ICE transport and the connection as a whole are up. */
export function linkIsUp(pc: Pick<RTCPeerConnection, 'iceConnectionState' | 'connectionState'>): boolean {
  return UP_ICE.has(pc.iceConnectionState) && pc.connectionState === 'connected';
}

function sendSignal(connection: RestartableConnection, type: 'OFFER' | 'ANSWER', payload: object) {
  connection.provider?.socket.send({ type, payload, dst: connection.peer });
}

/**
 * Follows the link of one call and offers ICE restarts. Call it right after PeerJS created the
 * call's RTCPeerConnection (`peer.call()` for the caller, `connection.answer()` for the
 * answerer). Returns `restartIce()` and `stop()` (which only stops reporting).
 */
export function followLink(connection: RestartableConnection, role: Role, handlers: LinkHandlers) {
  const pc = connection.peerConnection;
  let stopped = false;
  let down = false;
  /** A restart's offer or answer is out: its end (signalling stable again) is a moment to report. */
  let restarting = false;
  if (!pc) return { restartIce: async () => {}, stop: () => {}, answerRestart: async () => {}, restartRequested() {} };

  let stalled = false;
  let lastBytes = -1;
  let quietReads = 0;
  const report = () => {
    if (stopped) return;
    const isDown = stalled || DOWN_ICE.has(pc.iceConnectionState) || pc.connectionState === 'failed';
    if (isDown && !down) {
      down = true;
      handlers.linkDown();
    } else if (!isDown && (down || (restarting && pc.signalingState === 'stable')) && linkIsUp(pc)) {
      // Up again after a fault, or a restart's exchange that finished before ICE reconnected.
      down = false;
      restarting = false;
      handlers.linkUp();
    }
  };
  // Replaces PeerJS's handler, which closes the call on `failed` and stops sending candidates
  // once ICE is `completed` (a later restart then has no candidates to send).
  pc.oniceconnectionstatechange = () => {
    if (pc.iceConnectionState === 'closed') {
      connection.close();
      return;
    }
    report();
  };
  pc.addEventListener('connectionstatechange', report);
  // After a restart ICE may stay `connected` throughout (a network event, not ICE, began the
  // recovery): the completed exchange with the link up counts as up again.
  const settled = () => {
    if (stopped || !restarting || pc.signalingState !== 'stable') return;
    // Not up yet: the restart stays pending, and ICE connecting later reports it (`report`).
    if (!linkIsUp(pc) || stalled) return;
    restarting = false;
    down = false;
    // Reads from before the restart do not count towards the next stall.
    quietReads = 0;
    handlers.linkUp();
  };
  pc.addEventListener('signalingstatechange', settled);
  // The media itself: bytes that stop arriving are a broken path before ICE says so.
  const watch = setInterval(() => {
    if (stopped || pc.signalingState === 'closed') return;
    pc.getStats().then(
      (stats) => {
        const bytes = bytesReceivedOf(stats);
        quietReads = bytes > lastBytes ? 0 : quietReads + 1;
        // The first read only sets the mark.
        if (lastBytes < 0) quietReads = 0;
        lastBytes = bytes;
        const nowStalled = quietReads >= STALL_SAMPLES;
        if (nowStalled === stalled) return;
        stalled = nowStalled;
        report();
      },
      () => {},
    );
  }, STALL_SAMPLE_MS);

  /** A restart offer to the partner, as PeerJS's OFFER with our flag. */
  const sendOffer = (offer: RTCSessionDescriptionInit) => {
    const payload: RestartOfferPayload = {
      sdp: { type: offer.type, sdp: offer.sdp },
      type: 'media',
      connectionId: connection.connectionId,
      iceRestart: true,
    };
    sendSignal(connection, 'OFFER', payload);
  };
  const offerRestart = async () => {
    if (stopped || pc.signalingState === 'closed') return;
    try {
      // An offer of ours that was never answered (lost while the network was down) is dropped.
      if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
      if (pc.signalingState !== 'stable') return;
      const offer = await pc.createOffer({ iceRestart: true });
      await pc.setLocalDescription(offer);
      restarting = true;
      sendOffer(offer);
    } catch {
      // The connection closed meanwhile, or a crossing offer won: the policy tries again.
    }
  };

  return {
    /** The caller offers a restart; the answerer asks the caller for one. */
    async restartIce() {
      if (role === 'caller') return offerRestart();
      if (stopped || pc.signalingState === 'closed') return;
      const payload: RestartRequestPayload = {
        type: 'media',
        connectionId: connection.connectionId,
        iceRestart: true,
        request: true,
      };
      sendSignal(connection, 'OFFER', payload);
    },
    /** The partner asked for a restart (see `installRestartOffers`): only the caller offers one. */
    restartRequested() {
      if (role !== 'caller' || stopped) return;
      const pending = pc.signalingState === 'have-local-offer' ? pc.localDescription : null;
      if (!pending) {
        void offerRestart();
        return;
      }
      // The partner asks, so our pending offer was lost (sent to a socket that had died with its
      // old address). Sent again as it is now — with the candidates gathered since, which were
      // lost with it — rather than rolled back, so an answer already on its way still fits.
      sendOffer(pending);
    },
    stop() {
      stopped = true;
      clearInterval(watch);
      pc.removeEventListener('connectionstatechange', report);
      pc.removeEventListener('signalingstatechange', settled);
    },
    /** Answers a restart offer from the partner (see `installRestartOffers`). */
    async answerRestart(payload: RestartOfferPayload) {
      if (stopped || pc.signalingState === 'closed') return;
      // The caller keeps its own offer (an older client's crossing offer loses).
      if (pc.signalingState === 'have-local-offer' && role === 'caller') return;
      try {
        restarting = true;
        await pc.setRemoteDescription(payload.sdp);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        sendSignal(connection, 'ANSWER', {
          sdp: { type: answer.type, sdp: answer.sdp },
          type: 'media',
          connectionId: connection.connectionId,
        });
      } catch {
        // A stale offer (the call moved on): the partner's policy tries again.
      }
    },
  };
}

export type LinkFollower = ReturnType<typeof followLink>;

interface MessageHandlingPeer {
  _handleMessage(message: { type: string; src: string; payload?: unknown }): void;
}

/**
 * Makes a PeerJS Peer hand restart offers and restart requests (OFFER with `iceRestart`) to the
 * follower of their call instead of treating them as a new call (PeerJS would close the running
 * call and ring again). Any other message goes to PeerJS as before. `find(src, connectionId)`
 * names the follower of that call.
 */
export function installRestartOffers(
  peer: unknown,
  find: (partnerPeerId: string, connectionId: string) => LinkFollower | undefined,
): void {
  const target = peer as MessageHandlingPeer;
  // PeerJS names it so since 1.0; without it (another version, a fake) restarts are not answered.
  if (typeof target._handleMessage !== 'function') return;
  const original = target._handleMessage.bind(target);
  target._handleMessage = (message) => {
    const payload = message.payload as Partial<RestartOfferPayload & RestartRequestPayload> | undefined;
    if (message.type === 'OFFER' && payload?.iceRestart === true && typeof payload.connectionId === 'string') {
      const follower = find(message.src, payload.connectionId);
      if (payload.request === true) follower?.restartRequested();
      else if (payload.sdp) void follower?.answerRestart(payload as RestartOfferPayload);
      return;
    }
    original(message);
  };
}
