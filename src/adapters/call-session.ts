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
 * Follows one media connection until it ends. PeerJS fires `stream` once per remote track, so
 * the same stream may arrive twice (audio, then video): the first stream that carries a video
 * track is reported, exactly once. A stream that has only audio so far is watched for its video
 * track (`addtrack`). After the cleanup nothing more is reported, and the connection is closed.
 */
export function watchRemoteVideo(connection: MediaConnectionLike, handlers: CallHandlers): () => void {
  let reported = false;
  let finished = false;
  const watched = new Set<MediaStream>();

  const report = (stream: MediaStream) => {
    if (reported || finished || stream.getVideoTracks().length === 0) return;
    reported = true;
    handlers.remoteVideo(stream, connection.peerConnection ?? null);
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
    for (const stream of watched) stream.removeEventListener?.('addtrack', onAddTrack);
    connection.close();
  };
}
