/**
 * bench/first-frame.ts's breakdown of one call (issue 30 item 4), from the marks of
 * step-recorder.ts in both pages: `starter` pressed Start at t0 (and calls), `waiter` was
 * searching and answers. Each side's chain runs from t0 to that side's first remote frame, one
 * step after the other, so its steps add up to the figure exactly; a step that comes out
 * negative says the order assumed here was not the order of that call.
 */

export type Steps = Record<string, number>;

/** One link of a chain: a label and the moment (page clock) the step ends. */
type Link = [label: string, at: number | undefined];

/** Consecutive differences of the links, starting at `from`. */
function chain(from: number, links: Link[]): Record<string, number> {
  const out: Record<string, number> = {};
  let previous = from;
  for (const [label, at] of links) {
    if (at === undefined) {
      out[label] = Number.NaN;
      continue;
    }
    out[label] = at - previous;
    previous = at;
  }
  return out;
}

/** Press → the callee's ANSWER leaves: the same for both sides. */
function toAnswer(starter: Steps, waiter: Steps): Link[] {
  return [
    ['press → search request sent', starter['search:start']],
    ['search round trip (the server pairs)', starter['search:end']],
    ['search answer → caller makes its connection', starter.pc],
    ['connection → createOffer called', starter['createOffer:start']],
    ['[engine] caller: createOffer + setLocalDescription', starter['setLocalDescription:end']],
    ['local description set → OFFER on the socket', starter['offer:sent']],
    ['OFFER through the server', waiter['offer:received']],
    ['OFFER received → callee makes its connection', waiter.pc],
    ['callee connection → setRemoteDescription called', waiter['setRemoteDescription:start']],
    ['[engine] callee: setRemoteDescription + createAnswer + setLocalDescription', waiter['setLocalDescription:end']],
    ['callee local description set → ANSWER on the socket', waiter['answer:sent']],
  ];
}

/** The one who pressed Start: t0 → the first frame of the waiter's video on the starter's page. */
export function starterChain(t0: number, starter: Steps, waiter: Steps, frame: number) {
  return chain(t0, [
    ...toAnswer(starter, waiter),
    ['ANSWER through the server', starter['answer:received']],
    ['ANSWER received → setRemoteDescription called', starter['setRemoteDescription:start']],
    ['[engine] caller: setRemoteDescription (answer)', starter['setRemoteDescription:end']],
    ['[engine] caller: ICE and DTLS connect', starter.dtls],
    ['[engine] caller: connected → first frame shown', frame],
  ]);
}

/** The one who waited: t0 → the first frame of the starter's video on the waiter's page. */
export function waiterChain(t0: number, starter: Steps, waiter: Steps, frame: number) {
  return chain(t0, [
    ...toAnswer(starter, waiter),
    ['[engine] callee: ANSWER sent → ICE connected', waiter.ice],
    ['[engine] callee: ICE → DTLS connected', waiter.dtls],
    ['[engine] callee: connected → first frame shown', frame],
  ]);
}

/**
 * What else happened on one page, in ms after t0: the long-poll's answer, the phases shown, the
 * remote track and `<video>`, the first frame's last packet, and the page's long tasks (script
 * holding the main thread ≥ 50 ms) between t0 and the frame.
 */
export function pageEvents(t0: number, page: Steps, frame: number, longTasks: Array<{ at: number; ms: number }>) {
  const after = (name: string) => (page[name] === undefined ? Number.NaN : page[name] - t0);
  const busy = longTasks.filter((task) => task.at + task.ms > t0 && task.at < frame);
  return {
    'search answered': after('search:end'),
    'phase shown: connecting': after('phase:connecting'),
    'first local ICE candidate': after('candidate:first'),
    'first CANDIDATE sent': after('candidate:sent'),
    'first CANDIDATE received': after('candidate:received'),
    'ICE checking': after('ice:checking'),
    'ICE gathering complete': after('gathering:complete'),
    'remote video track (ontrack)': after('track'),
    'remote <video> gets the stream': after('remote:srcObject'),
    'remote <video> play() called': after('remote:play'),
    'ICE connected': after('ice'),
    'DTLS connected': after('dtls'),
    'ICE pair in use changed (the last time)': after('pair:changed'),
    'ICE pair in use changed: times': page['pair:changes'] ?? 0,
    'remote track unmuted (first packets)': after('track:unmute'),
    'remote <video> re-attached': after('remote:srcObject:again'),
    "first frame's last packet received": after('frame:received'),
    "remote <video> 'playing'": after('remote:playing'),
    'first frame shown': frame - t0,
    'phase shown: connected': after('phase:connected'),
    'long tasks between press and frame: count': busy.length,
    'long tasks between press and frame: ms': busy.reduce((sum, task) => sum + task.ms, 0),
  };
}
