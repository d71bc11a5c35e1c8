import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatUser, companionName, openChat, phaseOf, signUpVerified, waitForPhase, waitForRemoteFrames } from './support/chat-users';
import { type E2E, startE2E } from './support/e2e';

/**
 * The random video chat in Chromium with fake camera and microphone: real users, the real
 * server (matching, PeerJS signalling, realtime hub), real WebRTC on loopback.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const startButton = (user: ChatUser) => user.page.getByRole('button', { name: 'Start chat' }).first();
const controlButton = (user: ChatUser, name: string) => user.page.getByRole('navigation', { name: 'Call controls' }).getByRole('button', { name, exact: true });

describe('random video chat', () => {
  it('pairs two users who see each other, Next finds a third, Stop ends it for both', async () => {
    const ana = await signUpVerified(e2e, 'Ana');
    const bohdan = await signUpVerified(e2e, 'Bohdan');
    await Promise.all([openChat(ana), openChat(bohdan)]);

    // Idle: the overlay asks to start; Next is disabled without a companion.
    expect(await phaseOf(ana.page)).toBe('idle');
    expect(await controlButton(ana, 'Next').isDisabled()).toBe(true);
    expect(await ana.page.getByTestId('chat-title').textContent()).toBe('General chat');

    await startButton(ana).click();
    await waitForPhase(ana.page, 'searching');
    await startButton(bohdan).click();

    // Each one sees the other's video playing.
    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    await Promise.all([waitForPhase(ana.page, 'connected'), waitForPhase(bohdan.page, 'connected')]);
    expect(await companionName(ana.page)).toBe('Bohdan');
    expect(await companionName(bohdan.page)).toBe('Ana');
    expect(await ana.page.getByTestId('companion-card').textContent()).toContain("Bohdan's parrot");

    // The own preview is the camera, muted and mirrored.
    const preview = await ana.page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]')!;
      return { muted: video.muted, playsInline: video.playsInline, transform: getComputedStyle(video).transform, width: video.videoWidth };
    });
    expect(preview).toMatchObject({ muted: true, playsInline: true, transform: 'matrix(-1, 0, 0, 1, 0, 0)' });
    expect(preview.width).toBeGreaterThan(0);

    // The microphone toggle flips the track, not the call.
    await controlButton(ana, 'Microphone').click();
    expect(await ana.page.evaluate(() => (document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]')!.srcObject as MediaStream).getAudioTracks()[0].enabled)).toBe(false);
    expect(await controlButton(ana, 'Microphone').getAttribute('aria-pressed')).toBe('false');
    await controlButton(ana, 'Microphone').click();

    // A third user searches; Ana presses Next and meets her, Bohdan goes back to searching.
    const chrystia = await signUpVerified(e2e, 'Chrystia');
    await openChat(chrystia);
    await startButton(chrystia).click();
    await waitForPhase(chrystia.page, 'searching');
    await controlButton(ana, 'Next').click();

    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(chrystia.page)]);
    await waitForPhase(ana.page, 'connected');
    await ana.page.waitForFunction(() => document.querySelector('[data-testid="companion-card"]')?.textContent?.includes('Chrystia'), null, { timeout: 60_000 });
    expect(await companionName(chrystia.page)).toBe('Ana');
    await waitForPhase(bohdan.page, 'searching');
    // Bohdan remembers Ana for a day (cookie exclude_ids) and is not paired with her again soon.
    const exclusions = (await bohdan.context.cookies()).find((c) => c.name === 'exclude_ids');
    expect(exclusions?.sameSite).toBe('Strict');
    expect(JSON.parse(decodeURIComponent(exclusions!.value))).toHaveLength(1);

    // Ana stops: the call ends for both; Chrystia searches again.
    await controlButton(ana, 'Stop').click();
    await waitForPhase(ana.page, 'idle');
    await waitForPhase(chrystia.page, 'searching');
    expect(await ana.page.evaluate(() => document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]')!.hidden)).toBe(true);

    for (const user of [ana, bohdan, chrystia]) expect(user.errors, user.name).toEqual([]);
  });
});
