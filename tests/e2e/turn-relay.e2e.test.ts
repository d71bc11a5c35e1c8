import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatUser, openChat, signUpVerified, waitForPhase, waitForRemoteFrames } from './support/chat-users';
import { type Coturn, startCoturn } from './support/coturn';
import { type E2E, startE2E } from './support/e2e';

/**
 * TURN that works: the relay path users behind strict NATs depend on. Debian's coturn runs on
 * loopback with the server's TURN_SECRET, the server hands out its short-lived REST credentials
 * with /peer-credentials, and ICE_TRANSPORT_POLICY=relay makes both browsers use relay
 * candidates only — so the call connects through coturn or not at all.
 */

const SECRET = 'e2e-turn-secret-4d1f';
const TTL_SECONDS = 600;

interface PeerConnectionReport {
  policy: string | undefined;
  state: string;
  /** Candidate types of the selected pair. */
  local: string | undefined;
  remote: string | undefined;
  /** Types of every local candidate gathered. */
  gathered: string[];
  /** TURN usernames of the configured ICE servers. */
  usernames: string[];
}

/** Keeps every RTCPeerConnection the page makes (PeerJS makes them), with its configuration. */
async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: Array<{ pc: RTCPeerConnection; config: RTCConfiguration | undefined }> = [];
    (window as unknown as { peerConnections: typeof made }).peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push({ pc: this, config });
      }
    };
  });
}

/** What each recorded connection was configured with and which candidates it settled on. */
function peerConnections(page: Page): Promise<PeerConnectionReport[]> {
  return page.evaluate(() => {
    const made = (window as unknown as { peerConnections: Array<{ pc: RTCPeerConnection; config?: RTCConfiguration }> })
      .peerConnections;
    return Promise.all(
      made.map(async ({ pc, config }) => {
        const stats = await pc.getStats();
        const all = [...(stats as unknown as Map<string, Record<string, unknown>>).values()];
        const byId = new Map(all.map((s) => [s.id, s]));
        const transport = all.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
        const pair = transport
          ? byId.get(transport.selectedCandidatePairId)
          : all.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded');
        return {
          policy: config?.iceTransportPolicy,
          state: pc.connectionState,
          local: pair ? (byId.get(pair.localCandidateId)?.candidateType as string) : undefined,
          remote: pair ? (byId.get(pair.remoteCandidateId)?.candidateType as string) : undefined,
          gathered: all.filter((s) => s.type === 'local-candidate').map((s) => s.candidateType as string),
          usernames: (config?.iceServers ?? []).map((s) => s.username ?? ''),
        };
      }),
    );
  });
}

describe('a random-chat call relayed by coturn (ICE_TRANSPORT_POLICY=relay)', () => {
  let coturn: Coturn;
  let e2e: E2E;
  const users: ChatUser[] = [];
  beforeAll(async () => {
    coturn = await startCoturn(SECRET);
    e2e = await startE2E({
      turnSecret: SECRET,
      turnUrls: coturn.url,
      turnTtlSeconds: TTL_SECONDS,
      iceTransportPolicy: 'relay',
    });
  });
  afterAll(async () => {
    for (const user of users) await user.context.close();
    await e2e?.close();
    await coturn?.stop();
  });

  it('connects two Chromium users who see each other through relay candidates only', async () => {
    for (const name of ['Ana', 'Bohdan']) {
      const user = await signUpVerified(e2e, name);
      users.push(user);
      await recordPeerConnections(user.page);
    }
    const [ana, bohdan] = users;
    await Promise.all([openChat(ana), openChat(bohdan)]);

    await ana.page.getByRole('button', { name: 'Start chat' }).first().click();
    await waitForPhase(ana.page, 'searching');
    await bohdan.page.getByRole('button', { name: 'Start chat' }).first().click();

    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    await Promise.all([waitForPhase(ana.page, 'connected'), waitForPhase(bohdan.page, 'connected')]);

    const started = Date.now() / 1000;
    const issued: string[] = [];
    for (const user of users) {
      const reports = await peerConnections(user.page);
      const connected = reports.filter((r) => r.state === 'connected');
      expect(connected, user.name).toHaveLength(1);
      const [call] = connected;
      // Relay-only, with the coturn REST credentials the server issued (`expiry:userId`).
      expect(call.policy).toBe('relay');
      expect(call.usernames).toHaveLength(1);
      issued.push(call.usernames[0]);
      const [expiry] = call.usernames[0].split(':').map(Number);
      expect(expiry).toBeGreaterThan(started);
      expect(expiry).toBeLessThanOrEqual(started + TTL_SECONDS + 60);
      // No host or server-reflexive candidate was even gathered; the call runs over a relay.
      expect(call.gathered.length).toBeGreaterThan(0);
      expect(new Set(call.gathered)).toEqual(new Set(['relay']));
      expect(call.local).toBe('relay');
    }

    // coturn itself accepted each user's own credentials and allocated relays with them.
    const allocated = new Set(
      [...coturn.log().matchAll(/user <(\d+:\d+)>: incoming packet ALLOCATE processed, success/g)].map((m) => m[1]),
    );
    expect(new Set(issued).size).toBe(2);
    for (const username of issued) expect(allocated).toContain(username);
  });
});
