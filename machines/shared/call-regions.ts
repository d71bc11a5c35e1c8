/**
 * The regions of a call's connected state that the random chat and a friend call share (parallel
 * beside each other; the machine moves `link` with its own reconnecting / restored events).
 */

/**
 * `link`: frames flow (`live`), or the picture froze and ICE restarts (`reconnecting`, tag
 * `reconnecting`: "Reconnecting…" or "You are offline" over it, with a timer).
 */
export const callLinkRegion = {
  initial: 'live',
  states: {
    live: {},
    reconnecting: { tags: ['reconnecting'] },
  },
} as const;

/** What the `watch` region's children read: the call's connection and the partner's stream. */
interface CallWatchContext {
  peerConnection: RTCPeerConnection | null;
  remoteStream: MediaStream | null;
}

/**
 * The `watch` region of a call's connected state (the random chat's and a friend call's): the
 * quality sampler (`callQuality`: statistics, sending limits, issue 24) and the camera-off check
 * (`cameraOff`: no live track, or a black picture) start CALL_SETTLE_MS (the machine's
 * `callSettle` delay) after "connected". At "connected" the first packets are tens of ms away,
 * and the sampler's first getStats() and the probe's second <video> on the partner's stream ran
 * on the main thread just then, ahead of the first frame (issue 30 item 4).
 */
export const callWatchRegion = {
  initial: 'settling',
  states: {
    settling: { after: { callSettle: 'watching' } },
    watching: {
      invoke: [
        {
          id: 'callQuality',
          src: 'callQuality',
          input: ({ context }: { context: CallWatchContext }) => ({ connection: context.peerConnection! }),
        },
        {
          id: 'cameraOff',
          src: 'cameraOff',
          input: ({ context }: { context: CallWatchContext }) => ({ stream: context.remoteStream! }),
        },
      ],
    },
  },
} as const;
