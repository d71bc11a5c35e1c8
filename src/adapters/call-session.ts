import type { CallHandlers } from '../../machines/peer/peer.types';

/** What a call needs of a PeerJS MediaConnection (tests pass a fake). */
export interface MediaConnectionLike {
  on(event: 'stream', listener: (stream: MediaStream) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  close(): void;
  /** PeerJS's RTCPeerConnection of the call (null once it closed; absent in fakes). */
  peerConnection?: RTCPeerConnection | null;
}

/**
 * Runs `then` once the connection is up (`connectionState` connected; ICE connected where the
 * browser has no `connectionState`), at once when it already is or there is none. Returns the
 * cleanup.
 *
 * Why not at `track` (issue 30 item 4): the remote track arrives while the description is being
 * applied, and what the app does with it (the call screen's connected state, its render, its
 * statistics and checks) then ran on the main thread in the middle of the offer/answer
 * exchange: the answerer's createAnswer, setLocalDescription and ANSWER waited behind it, and the
 * caller's setRemoteDescription too. Media cannot flow before the connection is up anyway, and
 * the first packets come tens of milliseconds after it, so the `<video>` still has its stream
 * before the first frame is decoded.
 */
function whenConnected(pc: RTCPeerConnection | null, then: () => void): () => void {
  const up = () =>
    !pc ||
    pc.connectionState === 'connected' ||
    (pc.connectionState === undefined &&
      (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed'));
  if (up()) {
    then();
    return () => {};
  }
  const check = () => {
    if (!up()) return;
    stop();
    then();
  };
  const stop = () => {
    pc?.removeEventListener('connectionstatechange', check);
    pc?.removeEventListener('iceconnectionstatechange', check);
  };
  pc?.addEventListener('connectionstatechange', check);
  pc?.addEventListener('iceconnectionstatechange', check);
  return stop;
}

/** What `whenOfferSent` needs of an RTCPeerConnection (tests pass a fake). */
export type OfferingConnection = Pick<RTCPeerConnection, 'signalingState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `then` once a placed call's offer has left: PeerJS's RTCPeerConnection has its local
 * offer (`signalingState` have-local-offer), and one task later, so that PeerJS's own
 * continuation (the OFFER on its socket, in the promise's microtask) has run first. At once (a
 * microtask) without a connection. Returns the cleanup.
 *
 * Why (issue 30 item 4): PeerJS makes the connection and calls createOffer synchronously when the
 * call is placed, and the match's state change then rendered the call screen on the main thread
 * while Chromium's createOffer and setLocalDescription waited to deliver their results (25 ms
 * against 7 on a bare page). The chat holds that render until this says the offer is out.
 */
export function whenOfferSent(pc: OfferingConnection | null, then: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    timer = setTimeout(then, 0);
  };
  const check = () => {
    if (pc?.signalingState === 'have-local-offer') finish();
  };
  const stop = () => pc?.removeEventListener('signalingstatechange', check);
  if (!pc) {
    queueMicrotask(finish);
  } else {
    pc.addEventListener('signalingstatechange', check);
    check();
  }
  return () => {
    done = true;
    stop();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Follows one media connection until it ends. PeerJS fires `stream` once per remote track, so
 * the same stream may arrive twice (audio, then video): the first stream that carries a video
 * track is reported, exactly once, as soon as the connection is up (`whenConnected`). A stream that has only audio so far is watched for its video
 * track (`addtrack`). After the cleanup nothing more is reported, and the connection is closed.
 */
export function watchRemoteVideo(connection: MediaConnectionLike, handlers: CallHandlers): () => void {
  let reported = false;
  let finished = false;
  const watched = new Set<MediaStream>();

  /** A stream with video, held until the connection is up (see `whenConnected`). */
  let waiting: MediaStream | null = null;
  let stopWaiting = () => {};

  const report = (stream: MediaStream) => {
    if (reported || finished || stream.getVideoTracks().length === 0) return;
    if (waiting) return;
    waiting = stream;
    stopWaiting = whenConnected(connection.peerConnection ?? null, () => {
      if (reported || finished) return;
      reported = true;
      handlers.remoteVideo(stream, connection.peerConnection ?? null);
    });
  };
  const onAddTrack = (event: Event) => {
    const stream = event.currentTarget as MediaStream;
    report(stream);
  };

  connection.on('stream', (stream) => {
    report(stream);
    if (!reported && !watched.has(stream)) {
      watched.add(stream);
      stream.addEventListener?.('addtrack', onAddTrack);
    }
  });
  connection.on('error', () => {
    if (finished) return;
    finished = true;
    handlers.failed();
  });
  connection.on('close', () => {
    if (finished) return;
    finished = true;
    if (reported) handlers.closed();
    else handlers.failed();
  });

  return () => {
    finished = true;
    stopWaiting();
    for (const stream of watched) stream.removeEventListener?.('addtrack', onAddTrack);
    connection.close();
  };
}
