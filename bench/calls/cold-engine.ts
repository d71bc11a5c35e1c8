/**
 * A diagnostic beside bench/first-frame.ts (not part of `npm run bench`): what the caller's first
 * steps cost on a fresh page (a cold WebRTC engine) against the same steps again on that page,
 * done as PeerJS does them (new RTCPeerConnection, addTrack per camera track, a data channel,
 * createOffer, setLocalDescription). `warmed` first makes and closes a connection that only makes
 * an offer, as a screen could when it opens (tried for issue 30 item 4: 2 ms, not worth doing).
 *
 *   node --import tsx bench/calls/cold-engine.ts [rounds=8]
 */
import { startE2E } from '../../tests/e2e/support/e2e';

const rounds = Number(process.argv[2] ?? 8);

const STEPS = `(async (warm) => {
  const camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  if (warm) {
    const pc = new RTCPeerConnection({ iceServers: [] });
    pc.addTransceiver('video', { direction: 'recvonly' });
    pc.addTransceiver('audio', { direction: 'recvonly' });
    await pc.createOffer();
    pc.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const once = async () => {
    const t = [performance.now()];
    const pc = new RTCPeerConnection({ iceServers: [] });
    t.push(performance.now());
    for (const track of camera.getTracks()) pc.addTrack(track, camera);
    pc.createDataChannel('x', { ordered: true });
    t.push(performance.now());
    const offer = await pc.createOffer();
    t.push(performance.now());
    await pc.setLocalDescription(offer);
    t.push(performance.now());
    pc.close();
    return t.slice(1).map((at, i) => Math.round((at - t[i]) * 10) / 10);
  };
  const first = await once();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const second = await once();
  camera.getTracks().forEach((track) => track.stop());
  return { first, second };
})`;

const e2e = await startE2E({ searchCooldownMs: 0 });
try {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  const rows: Record<string, number[][]> = { cold: [], 'cold, again': [], warmed: [] };
  for (let i = 0; i < rounds; i++) {
    for (const warm of [false, true]) {
      await page.goto(`${e2e.baseUrl}/api/health`);
      const { first, second } = (await page.evaluate(`${STEPS}(${warm})`)) as { first: number[]; second: number[] };
      if (warm) rows.warmed.push(first);
      else {
        rows.cold.push(first);
        rows['cold, again'].push(second);
      }
    }
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.log('median ms: new RTCPeerConnection | addTrack ×2 + data channel | createOffer | setLocalDescription');
  for (const [name, list] of Object.entries(rows))
    console.log(`  ${name.padEnd(12)} ${[0, 1, 2, 3].map((k) => median(list.map((row) => row[k]))).join(' | ')}`);
} finally {
  await e2e.close();
}
