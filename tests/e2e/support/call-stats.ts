import type { Page } from 'playwright-core';

/**
 * What a call's WebRTC reports, read in the page: the RTCPeerConnections the page made (PeerJS
 * makes them) with their selected candidate pair, and the remote video's frame rate.
 */

export interface SelectedPair {
  state: string;
  /** Candidate types of the selected pair (`host`, `srflx`, `relay`). */
  local: string | undefined;
  remote: string | undefined;
  /** Transport of the local candidate (`udp` / `tcp`). */
  protocol: string | undefined;
  /** For a relay candidate: how the browser reaches the TURN server (`udp`, `tcp`, `tls`). */
  relayProtocol: string | undefined;
  /** The TURN server URL the local relay candidate came from. */
  url: string | undefined;
  /** Types and relay protocols of every local candidate gathered, e.g. `relay/tcp`, `host`. */
  gathered: string[];
}

/** Keeps every RTCPeerConnection the page makes; call before the page loads. */
export async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
}

/** The selected pair of each recorded connection, newest last. */
export function selectedPairs(page: Page): Promise<SelectedPair[]> {
  return page.evaluate(() => {
    const made = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections ?? [];
    return Promise.all(
      made.map(async (pc) => {
        const stats = await pc.getStats();
        const all = [...(stats as unknown as Map<string, Record<string, unknown>>).values()];
        const byId = new Map(all.map((s) => [s.id, s]));
        const transport = all.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
        const pair = transport
          ? byId.get(transport.selectedCandidatePairId)
          : all.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded');
        const local = pair ? byId.get(pair.localCandidateId) : undefined;
        const remote = pair ? byId.get(pair.remoteCandidateId) : undefined;
        return {
          state: pc.connectionState,
          local: local?.candidateType as string | undefined,
          remote: remote?.candidateType as string | undefined,
          protocol: local?.protocol as string | undefined,
          relayProtocol: local?.relayProtocol as string | undefined,
          url: local?.url as string | undefined,
          gathered: all
            .filter((s) => s.type === 'local-candidate')
            .map((s) => [s.candidateType, s.relayProtocol].filter(Boolean).join('/')),
        };
      }),
    );
  });
}

/**
 * Counts the remote video's newly presented frames (`requestVideoFrameCallback`) during
 * `windowMs`. Zero when no frame arrived (or there is no remote video).
 */
export function remoteFramesDuring(page: Page, windowMs: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
        if (!video) {
          resolve(0);
          return;
        }
        let first: number | undefined;
        let last: number | undefined;
        let done = false;
        const tick = (_now: number, metadata: VideoFrameCallbackMetadata) => {
          first ??= metadata.presentedFrames;
          last = metadata.presentedFrames;
          if (!done) video.requestVideoFrameCallback(tick);
        };
        video.requestVideoFrameCallback(tick);
        setTimeout(() => {
          done = true;
          resolve(first === undefined || last === undefined ? 0 : last - first);
        }, ms);
      }),
    windowMs,
  );
}

/**
 * Frames presented in consecutive windows on one page, printed with `label` (frame rate per
 * window). The caller asserts that each window saw frames — never how many.
 */
export async function remoteFrameWindows(page: Page, label: string, windows = 2, windowMs = 3_000): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < windows; i += 1) counts.push(await remoteFramesDuring(page, windowMs));
  console.log(
    `[netfault] ${label}: remote frames per ${windowMs / 1000} s window ${counts.join(', ')} (≈ ${counts
      .map((c) => (c / (windowMs / 1000)).toFixed(1))
      .join(', ')} fps)`,
  );
  return counts;
}

/** What each recorded connection's media did: states and the video counters both ways (for a failure's report). */
export function mediaReport(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const made = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections ?? [];
    const lines = await Promise.all(
      made.map(async (pc, i) => {
        const all = [...((await pc.getStats()) as unknown as Map<string, Record<string, unknown>>).values()];
        const pick = (type: string, kind: string, keys: string[]) => {
          const stat = all.find((s) => s.type === type && s.kind === kind);
          return stat ? keys.map((k) => `${k}=${stat[k]}`).join(' ') : 'none';
        };
        const video = [
          `in: ${pick('inbound-rtp', 'video', ['bytesReceived', 'framesDecoded', 'keyFramesDecoded', 'pliCount', 'frameWidth'])}`,
          `out: ${pick('outbound-rtp', 'video', ['bytesSent', 'framesEncoded', 'keyFramesEncoded', 'pliCount', 'qualityLimitationReason'])}`,
        ].join('; ');
        return `pc${i} ice=${pc.iceConnectionState} conn=${pc.connectionState} sig=${pc.signalingState} video ${video}`;
      }),
    );
    const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
    const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
    const element = video
      ? `element paused=${video.paused} readyState=${video.readyState} time=${video.currentTime.toFixed(1)} size=${video.videoWidth}x${video.videoHeight} shown=${video.getBoundingClientRect().width}x${video.getBoundingClientRect().height} visibility=${document.visibilityState} track=${track?.readyState}/${track?.muted ? 'muted' : 'unmuted'} cameraOff=${document.querySelector('[data-testid="companion-card"]')?.getAttribute('data-camera-off')} reconnecting=${!!document.querySelector('[data-testid="reconnecting"]')}`
      : 'no element';
    return `${lines.join(' | ')} | ${element}`;
  });
}

/** Video frames the page's connections decoded during `windowMs` (inbound video, all connections). */
export async function decodedFramesDuring(page: Page, windowMs: number): Promise<number> {
  const decoded = () =>
    page.evaluate(async () => {
      const made = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections ?? [];
      let total = 0;
      for (const pc of made) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((stat: { type?: string; kind?: string; framesDecoded?: number }) => {
          if (stat.type === 'inbound-rtp' && stat.kind === 'video') total += stat.framesDecoded ?? 0;
        });
      }
      return total;
    });
  const before = await decoded();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  return (await decoded()) - before;
}

/**
 * Frames the remote `<video>` element itself decoded during `windowMs` (Chromium's
 * `webkitDecodedFrameCount`): what the user sees, not what the connection decoded — the two
 * differed after a recovery once (issue 24). Zero without a remote video.
 */
export function elementFramesDuring(page: Page, windowMs: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        const count = () =>
          document.querySelector<HTMLVideoElement & { webkitDecodedFrameCount?: number }>(
            'video[data-testid="remote-video"]',
          )?.webkitDecodedFrameCount;
        const before = count();
        setTimeout(() => {
          const after = count();
          resolve(before === undefined || after === undefined ? 0 : Math.max(0, after - before));
        }, ms);
      }),
    windowMs,
  );
}
