import type { Browser, Page } from 'playwright-core';

/**
 * The control of bench/first-frame.ts (issue 30 item 4): Chromium's own "connected → first
 * frame shown", measured without the app. Two plain pages in two contexts of the same browser
 * (same flags, same fake camera, shared by both as in the app's runs) open the camera, then per
 * call make a fresh RTCPeerConnection each, exchange offer and answer by hand (candidates
 * gathered first) and time from `connectionState` = connected to the first frame a bare,
 * unstyled `<video>` presents (`requestVideoFrameCallback`, as the app's figure). What the app's
 * figure has above this control is the app's share, not Chromium's.
 *
 * The page scripts are strings for the reason first-frame.ts gives (tsx's `__name`).
 */

const TIMEOUT_MS = 60_000;

/** Opens the camera (kept for every call) and defines the page's helpers. */
const SETUP = `(async () => {
  window.__camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  const settled = (pc) => pc.iceGatheringState === 'complete' ? Promise.resolve() : new Promise((resolve) => {
    pc.addEventListener('icegatheringstatechange', () => { if (pc.iceGatheringState === 'complete') resolve(); });
  });
  window.__newCall = () => {
    if (window.__pc) window.__pc.close();
    const pc = (window.__pc = new RTCPeerConnection({ iceServers: [] }));
    for (const track of window.__camera.getTracks()) pc.addTrack(track, window.__camera);
    window.__connectedAt = undefined;
    window.__frameAt = undefined;
    window.__unmuteAt = undefined;
    window.__receivedAt = undefined;
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected') window.__connectedAt = Date.now();
    });
    pc.addEventListener('track', (event) => {
      if (event.track.kind !== 'video') return;
      const video = document.createElement('video');
      video.muted = true;
      video.autoplay = true;
      video.playsInline = true;
      video.srcObject = event.streams[0];
      document.body.replaceChildren(video);
      event.track.addEventListener('unmute', () => { window.__unmuteAt = Date.now(); }, { once: true });
      video.requestVideoFrameCallback((_now, frame) => {
        window.__frameAt = Date.now();
        if (frame && frame.receiveTime !== undefined) window.__receivedAt = Math.round(performance.timeOrigin + frame.receiveTime);
      });
    });
    return pc;
  };
  window.__timed = {};
  window.__offer = async () => {
    const pc = window.__newCall();
    const start = Date.now();
    await pc.setLocalDescription(await pc.createOffer());
    window.__timed.offer = Date.now() - start;
    await settled(pc);
    return pc.localDescription.toJSON();
  };
  window.__answer = async (offer) => {
    const pc = window.__newCall();
    const start = Date.now();
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    window.__timed.answer = Date.now() - start;
    await settled(pc);
    return pc.localDescription.toJSON();
  };
  window.__accept = async (answer) => {
    const start = Date.now();
    await window.__pc.setRemoteDescription(answer);
    window.__timed.acceptedAt = Date.now();
    window.__timed.accept = window.__timed.acceptedAt - start;
  };
})()`;

const FRAME_SHOWN = `new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no frame on the bare page')), ${TIMEOUT_MS});
  const check = () => {
    if (window.__connectedAt !== undefined && window.__frameAt !== undefined) {
      clearTimeout(timer);
      const since = (at) => (at === undefined ? Number.NaN : at - window.__connectedAt);
      resolve({
        shown: Math.max(0, window.__frameAt - window.__connectedAt),
        unmuted: since(window.__unmuteAt),
        received: since(window.__receivedAt),
        offer: window.__timed.offer,
        accept: window.__timed.accept,
        connect: window.__connectedAt - window.__timed.acceptedAt,
      });
    } else setTimeout(check, 10);
  };
  check();
})`;

async function barePage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Any page of the app's origin: a secure context (loopback) for the camera, nothing of the app.
  await page.goto(url);
  await page.evaluate('document.documentElement.replaceChildren(document.createElement("body"))');
  await page.evaluate(SETUP);
  return page;
}

/** One bare call, in ms: the caller's steps (`connected → …` from its `connectionState` connected). */
export interface BareCall {
  'connected → first frame shown': number;
  'connected → remote track unmuted (first packets)': number;
  "connected → first frame's last packet received": number;
  'createOffer + setLocalDescription (caller)': number;
  'setRemoteDescription + createAnswer + setLocalDescription (callee)': number;
  'setRemoteDescription, the answer (caller)': number;
  'answer set → connected, ICE and DTLS (caller)': number;
}

/** Chromium's whole chain on the bare pages, the app's [engine] steps without the app around them. */
export const BARE_FLOOR_STEPS: Array<keyof BareCall> = [
  'createOffer + setLocalDescription (caller)',
  'setRemoteDescription + createAnswer + setLocalDescription (callee)',
  'setRemoteDescription, the answer (caller)',
  'answer set → connected, ICE and DTLS (caller)',
  'connected → first frame shown',
];

/**
 * `calls` calls between two bare pages; resolves with the caller's steps of each call, its
 * connected → first frame shown first. The camera opens 1 s before the first call, as in the
 * app's runs.
 */
export async function bareConnectedToFrame(browser: Browser, url: string, calls: number): Promise<BareCall[]> {
  const [caller, callee] = await Promise.all([barePage(browser, url), barePage(browser, url)]);
  try {
    await caller.waitForTimeout(1_000);
    const results: BareCall[] = [];
    for (let i = 0; i < calls; i++) {
      const offer = await caller.evaluate('window.__offer()');
      const answer = await callee.evaluate(`window.__answer(${JSON.stringify(offer)})`);
      const answerMs = (await callee.evaluate('window.__timed.answer')) as number;
      await caller.evaluate(`window.__accept(${JSON.stringify(answer)})`);
      const call = (await caller.evaluate(FRAME_SHOWN)) as Record<string, number>;
      results.push({
        'connected → first frame shown': call.shown,
        'connected → remote track unmuted (first packets)': call.unmuted,
        "connected → first frame's last packet received": call.received,
        'createOffer + setLocalDescription (caller)': call.offer,
        'setRemoteDescription + createAnswer + setLocalDescription (callee)': answerMs,
        'setRemoteDescription, the answer (caller)': call.accept,
        // Candidates were in the descriptions (gathered first), so ICE starts with the answer.
        'answer set → connected, ICE and DTLS (caller)': Math.max(0, call.connect),
      });
    }
    return results;
  } finally {
    await Promise.all([caller.context().close(), callee.context().close()]);
  }
}
