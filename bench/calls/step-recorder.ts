/**
 * The page side of bench/first-frame.ts's breakdown (issue 30 item 4): an init script that
 * records, in `window.__steps`, when each step of a call happened in the page (Date.now(), the
 * machine's clock, shared by both pages). A mark keeps the latest time it was set, so the
 * steps of the call just made are read after each call; marks that must be the first of a
 * call (the first candidate, the first track) are cleared when a new connection is made.
 *
 * Recorded:
 * - the WebRTC API: each RTCPeerConnection made (`pc`), createOffer/createAnswer and the two
 *   set…Description calls (start and end), the first local ICE candidate and the end of
 *   gathering, ICE checking/connected, DTLS connected (`connectionState`), the first remote
 *   video track;
 * - before the offer: the camera, the issued credentials, the search request (the long-poll on
 *   the waiting side), the PeerJS socket and the OFFER/ANSWER/CANDIDATE messages on it;
 * - the page: the chat screen's phase changes (`data-phase`), the remote `<video>` getting its
 *   `srcObject` and `play()`, and long tasks (main thread busy ≥ 50 ms) with their start and
 *   length, so a step stretched by the app's own script shows as such;
 * - the first remote frame itself (`frame`), by `requestVideoFrameCallback` on the remote video
 *   once it has a stream, with the frame's `receiveTime` (its last packet arrived) beside it.
 *
 * A string, not a function: tsx (which runs the benchmarks) wraps a function's inner helpers in
 * a `__name` call that does not exist in the page.
 */
export const STEP_RECORDER = `(() => {
  const marks = (window.__steps = {});
  // Also a User Timing mark: a Chromium trace of the call (bench/calls/trace-first-frame.ts) lines up with it.
  const mark = (name) => {
    marks[name] = Date.now();
    try { performance.mark('step:' + name); } catch {}
  };
  const markFirst = (name) => { if (marks[name] === undefined) mark(name); };
  // Per call, only the first of these counts: cleared when the call's connection is made.
  const PER_CONNECTION = ['candidate:first', 'candidate:sent', 'candidate:received', 'gathering:complete',
    'ice:checking', 'ice', 'dtls', 'track', 'track:unmute', 'remote:srcObject', 'remote:srcObject:again', 'remote:play', 'remote:playing', 'frame',
    'frame:received', 'pair:changes', 'pair:changed'];
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ at: Math.round(performance.timeOrigin + entry.startTime), ms: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const proto = RTCPeerConnection.prototype;
  for (const method of ['createOffer', 'createAnswer', 'setLocalDescription', 'setRemoteDescription']) {
    const original = proto[method];
    proto[method] = function (...args) {
      mark(method + ':start');
      const result = original.apply(this, args);
      result.then(() => mark(method + ':end'), () => {});
      return result;
    };
  }
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = function (config) {
    mark('pc');
    for (const name of PER_CONNECTION) delete marks[name];
    window.__iceServers = (config && config.iceServers) || [];
    const pc = new Original(config);
    pc.addEventListener('icecandidate', (event) => {
      if (event.candidate && event.candidate.candidate) markFirst('candidate:first');
    });
    pc.addEventListener('icegatheringstatechange', () => { if (pc.iceGatheringState === 'complete') mark('gathering:complete'); });
    pc.addEventListener('iceconnectionstatechange', () => {
      if (pc.iceConnectionState === 'checking') markFirst('ice:checking');
      if (pc.iceConnectionState === 'connected') mark('ice');
    });
    pc.addEventListener('connectionstatechange', () => { if (pc.connectionState === 'connected') mark('dtls'); });
    // The ICE pair in use changing after the connection is up (a trickled candidate making a
    // better pair) is a route change for the media: counted, and the last one marked.
    pc.addEventListener('signalingstatechange', () => {
      const ice = pc.getSenders().map((sender) => sender.transport && sender.transport.iceTransport).find(Boolean);
      if (!ice || ice.__watched) return;
      ice.__watched = true;
      ice.addEventListener('selectedcandidatepairchange', () => {
        marks['pair:changes'] = (marks['pair:changes'] || 0) + 1;
        mark('pair:changed');
      });
    });
    pc.addEventListener('track', (event) => {
      if (event.track.kind !== 'video') return;
      markFirst('track');
      // Chromium unmutes a remote track when its first packets arrive.
      event.track.addEventListener('unmute', () => markFirst('track:unmute'), { once: true });
    });
    return pc;
  };
  window.RTCPeerConnection.prototype = Original.prototype;
  window.RTCPeerConnection.generateCertificate = Original.generateCertificate;
  // The remote video: when it gets its stream, is told to play, plays, and shows a frame.
  const isRemote = (element) => element && element.getAttribute && element.getAttribute('data-testid') === 'remote-video';
  const srcObject = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    ...srcObject,
    set(value) {
      srcObject.set.call(this, value);
      if (!value || !isRemote(this)) return;
      // A second stream set on the element after the first (the app re-attaching) is marked too.
      if (marks['remote:srcObject'] !== undefined) { mark('remote:srcObject:again'); return; }
      mark('remote:srcObject');
      this.addEventListener('playing', () => markFirst('remote:playing'), { once: true });
      this.requestVideoFrameCallback((_now, frame) => {
        markFirst('frame');
        if (frame && frame.receiveTime !== undefined && marks['frame:received'] === undefined)
          marks['frame:received'] = Math.round(performance.timeOrigin + frame.receiveTime);
      });
    },
  });
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (isRemote(this)) markFirst('remote:play');
    return play.apply(this, args);
  };
  // The chat screen's phase, as the page shows it: its attribute's changes only (watching the
  // whole tree's children too cost the page tens of ms when the call screen rendered).
  new MutationObserver((records) => {
    for (const record of records) {
      const phase = record.target.getAttribute('data-phase');
      if (phase) mark('phase:' + phase);
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-phase'], subtree: true });
  // Before the offer (issue 30 item 4): the camera, the issued credentials, the search request,
  // the PeerJS socket and the OFFER/ANSWER messages on it.
  const media = navigator.mediaDevices;
  if (media && media.getUserMedia) {
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      mark('camera:start');
      const result = getUserMedia(constraints);
      result.then(() => mark('camera:end'), () => {});
      return result;
    };
  }
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = String(input && input.url ? input.url : input);
    const name = url.includes('/api/get-peer-id') || url.includes('/api/users-by-bread') ? 'search'
      : url.includes('/api/peer-credentials') ? 'credentials' : null;
    if (name) mark(name + ':start');
    const result = originalFetch(input, init);
    if (name) result.then(() => mark(name + ':end'), () => {});
    return result;
  };
  // The search seen by the network stack (Resource Timing): the request leaving and the answer's
  // headers coming, beside the fetch call and its promise, which the page's main thread runs.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.name.includes('/api/get-peer-id') && !entry.name.includes('/api/users-by-bread')) continue;
        if (entry.requestStart > 0) marks['search:request'] = performance.timeOrigin + entry.requestStart;
        if (entry.responseStart > 0) marks['search:response'] = performance.timeOrigin + entry.responseStart;
      }
    }).observe({ type: 'resource' });
  } catch {}
  const OriginalSocket = window.WebSocket;
  const signal = (data) => {
    if (typeof data !== 'string') return null;
    if (data.includes('"OFFER"')) return 'offer';
    if (data.includes('"ANSWER"')) return 'answer';
    if (data.includes('"CANDIDATE"')) return 'candidate';
    return null;
  };
  window.WebSocket = function (url, protocols) {
    const socket = protocols === undefined ? new OriginalSocket(url) : new OriginalSocket(url, protocols);
    if (String(url).includes('/peerjs')) {
      socket.addEventListener('open', () => mark('peer-socket:open'));
      socket.addEventListener('message', (event) => {
        const kind = signal(event.data);
        if (kind === 'candidate') markFirst('candidate:received');
        else if (kind) mark(kind + ':received');
      });
      const send = socket.send.bind(socket);
      socket.send = (data) => {
        const kind = signal(data);
        if (kind === 'candidate') markFirst('candidate:sent');
        else if (kind) mark(kind + ':sent');
        return send(data);
      };
    }
    return socket;
  };
  window.WebSocket.prototype = OriginalSocket.prototype;
  for (const key of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) window.WebSocket[key] = OriginalSocket[key];
})()`;
