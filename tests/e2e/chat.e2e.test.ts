import { describe, expect, it } from 'vitest';
import {
  type ChatUser,
  callTestUsers,
  companionName,
  openChat,
  phaseOf,
  waitForPhase,
  waitForRemoteFrames,
} from './support/chat-users';

/**
 * The random video chat in Chromium with fake camera and microphone: real users, the real
 * server (matching, PeerJS signalling, realtime hub), real WebRTC on loopback.
 */

const suite = callTestUsers();
const newUser = (name: string) => suite.newUser(name);

const startButton = (user: ChatUser) => user.page.getByRole('button', { name: 'Start chat' }).first();
const controlButton = (user: ChatUser, name: string) =>
  user.page.getByRole('navigation', { name: 'Call controls' }).getByRole('button', { name, exact: true });

describe('random video chat', () => {
  it('pairs two users who see each other, Next finds a third, Stop ends it for both', async () => {
    const ana = await newUser('Ana');
    const bohdan = await newUser('Bohdan');
    // What Bohdan's realtime connection (the hub's WebSocket) receives.
    const realtimeFrames: string[] = [];
    bohdan.page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/realtime')
        socket.on('framereceived', (frame) => realtimeFrames.push(String(frame.payload)));
    });
    await Promise.all([openChat(ana), openChat(bohdan)]);

    // Idle: the overlay asks to start; Next is disabled without a companion.
    expect(await phaseOf(ana.page)).toBe('idle');
    expect(await controlButton(ana, 'Next').isDisabled()).toBe(true);
    expect(await ana.page.getByTestId('chat-title').textContent()).toBe('General chat');
    // The own camera shows before Start: the preview plays while the overlay asks to start.
    await ana.page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]');
      return video !== null && !video.hidden && video.videoWidth > 0;
    });
    // Issue 25: framed with her pet on the idle stage, and back to the corner tile from Start on.
    expect(await ana.page.getByTestId('pet-preview').getAttribute('data-camera')).toBe('on');
    expect(await ana.page.locator('[data-testid="pet-preview"] video[data-testid="local-video"]').count()).toBe(1);

    await startButton(ana).click();
    await waitForPhase(ana.page, 'searching');
    expect(await ana.page.getByTestId('pet-preview').count()).toBe(0);
    await startButton(bohdan).click();

    // Each one sees the other's video playing.
    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    await Promise.all([waitForPhase(ana.page, 'connected'), waitForPhase(bohdan.page, 'connected')]);
    expect(await companionName(ana.page)).toBe('Bohdan');
    expect(await companionName(bohdan.page)).toBe('Ana');
    expect(await ana.page.getByTestId('companion-card').textContent()).toContain("Bohdan's parrot");

    // Issue 24: on a call the partner's video can float where the browser has picture-in-picture.
    const pipButton = ana.page.getByTestId('pip-button');
    if (await ana.page.evaluate(() => document.pictureInPictureEnabled)) {
      await pipButton.click();
      await ana.page.waitForFunction(
        () => document.pictureInPictureElement?.getAttribute('data-testid') === 'remote-video',
      );
      await ana.page.waitForFunction(
        () => document.querySelector('[data-testid="pip-button"]')?.getAttribute('aria-pressed') === 'true',
      );
      await pipButton.click();
      await ana.page.waitForFunction(() => document.pictureInPictureElement === null);
    } else expect(await pipButton.count()).toBe(0);

    // The own preview is the camera, muted and mirrored. Issue 30 item 4: it is not clipped to
    // rounded corners, which held the camera's frames (the partner's first frame) ~2.3 s at connect.
    const preview = await ana.page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]')!;
      const style = getComputedStyle(video);
      return {
        muted: video.muted,
        playsInline: video.playsInline,
        transform: style.transform,
        width: video.videoWidth,
        borderRadius: style.borderRadius,
        clipPath: style.clipPath,
      };
    });
    expect(preview).toMatchObject({
      muted: true,
      playsInline: true,
      transform: 'matrix(-1, 0, 0, 1, 0, 0)',
      borderRadius: '0px',
      clipPath: 'none',
    });
    expect(preview.width).toBeGreaterThan(0);

    // The microphone toggle flips the track, not the call.
    await controlButton(ana, 'Microphone').click();
    expect(
      await ana.page.evaluate(
        () =>
          (
            document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]')!.srcObject as MediaStream
          ).getAudioTracks()[0].enabled,
      ),
    ).toBe(false);
    expect(await controlButton(ana, 'Microphone').getAttribute('aria-pressed')).toBe('false');
    await controlButton(ana, 'Microphone').click();

    // Ana turns her camera off: her track keeps sending frames, all black, and Bohdan sees her
    // card saying "Camera off" instead of a black picture; back on, her picture returns.
    const cameraOff = bohdan.page.getByTestId('camera-off');
    expect(await cameraOff.count()).toBe(0);
    await controlButton(ana, 'Camera').click();
    await cameraOff.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await bohdan.page.getByTestId('companion-card').getAttribute('data-camera-off')).toBe('true');
    await controlButton(ana, 'Camera').click();
    await cameraOff.waitFor({ state: 'detached', timeout: 10_000 });

    // A third user searches; Ana presses Next and meets her, Bohdan goes back to searching.
    const chrystia = await newUser('Chrystia');
    await openChat(chrystia);
    await startButton(chrystia).click();
    await waitForPhase(chrystia.page, 'searching');
    await controlButton(ana, 'Next').click();

    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(chrystia.page)]);
    await waitForPhase(ana.page, 'connected');
    await ana.page.waitForFunction(
      () => document.querySelector('[data-testid="companion-card"]')?.textContent?.includes('Chrystia'),
      null,
      { timeout: 60_000 },
    );
    expect(await companionName(chrystia.page)).toBe('Ana');
    await waitForPhase(bohdan.page, 'searching');
    // The hang-up also came as a realtime andCall for that match, to Bohdan alone.
    await expect.poll(() => realtimeFrames.some((f) => f.includes('"andCall"'))).toBe(true);
    const andCall = JSON.parse(realtimeFrames.find((f) => f.includes('"andCall"'))!) as {
      channel: string;
      event: string;
      data: { from: number; to: number; match_id: string };
    };
    expect(andCall).toMatchObject({ channel: 'video-chat', event: 'VideochatChanel', data: { type: 'andCall' } });
    expect(andCall.data.match_id).toMatch(/^[0-9a-f-]{36}$/);
    // Bohdan remembers Ana for a day (cookie exclude_ids) and is not paired with her again soon.
    const exclusions = (await bohdan.context.cookies()).find((c) => c.name === 'exclude_ids');
    expect(exclusions?.sameSite).toBe('Strict');
    expect(JSON.parse(decodeURIComponent(exclusions!.value))).toHaveLength(1);

    // Bohdan gives up searching (else he would meet Chrystia next). Ana stops: the call ends
    // for both, and Chrystia searches again.
    await controlButton(bohdan, 'Stop').click();
    await waitForPhase(bohdan.page, 'idle');
    await controlButton(ana, 'Stop').click();
    await waitForPhase(ana.page, 'idle');
    await waitForPhase(chrystia.page, 'searching');
    // After Stop the own preview stays, ready for the next Start.
    expect(
      await ana.page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('video[data-testid="local-video"]')!;
        return { hidden: video.hidden, live: (video.srcObject as MediaStream).getVideoTracks()[0].readyState };
      }),
    ).toEqual({ hidden: false, live: 'live' });

    for (const user of [ana, bohdan, chrystia]) expect(user.errors, user.name).toEqual([]);
  });

  it('says why when the camera is blocked or busy, instead of spinning', async () => {
    const olena = await newUser('Olena');
    await olena.page.addInitScript(() => {
      const failing = (name: string) => () => Promise.reject(new DOMException('camera refused', name));
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        value: failing('NotAllowedError'),
        configurable: true,
      });
      (window as unknown as { busyCamera: () => void }).busyCamera = () =>
        Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
          value: failing('NotReadableError'),
          configurable: true,
        });
    });
    // The camera opens with the screen (the preview), so a blocked one is told at once.
    await olena.page.goto('/');
    await waitForPhase(olena.page, 'problem');
    expect(await olena.page.getByTestId('chat-problem').textContent()).toContain('Camera and microphone are blocked');

    await olena.page.evaluate(() => (window as unknown as { busyCamera: () => void }).busyCamera());
    await olena.page.getByRole('button', { name: 'Try again' }).click();
    await olena.page.getByText('Your camera or microphone is busy').waitFor();
    expect(await phaseOf(olena.page)).toBe('problem');
    expect(olena.errors).toEqual([]);
  });

  it('tells a browser without WebRTC that it cannot make video calls, not that the network failed (issue 24)', async () => {
    const petro = await newUser('Petro');
    await petro.page.addInitScript(() => {
      // A browser without WebRTC (an old or stripped-down one). Chromium's prefixed name goes
      // too: PeerJS's webrtc-adapter would copy it back onto RTCPeerConnection when PeerJS loads.
      const webRtc = window as { RTCPeerConnection?: unknown; webkitRTCPeerConnection?: unknown };
      delete webRtc.RTCPeerConnection;
      delete webRtc.webkitRTCPeerConnection;
    });
    await petro.page.goto('/');
    await waitForPhase(petro.page, 'problem');
    const alert = petro.page.getByTestId('chat-problem');
    await alert.getByText('This browser cannot make video calls').waitFor();
    expect(await alert.textContent()).toContain('Chrome, Firefox, Edge or Safari');
    expect(await alert.textContent()).not.toMatch(/internet|unreachable/i);
    expect(await alert.getByRole('button').count()).toBe(0);
  });

  it('pairs owners in a breed chat, titled with the breed, and the title leads back to the general chat', async () => {
    const [breed] = (await (await suite.e2e.newPage()).page.request.get('/api/breeds').then((r) => r.json())) as Array<{
      id: number;
      name: string;
      name_ua: string;
    }>;
    const taras = await newUser('Taras');
    const iryna = await newUser('Iryna');
    await Promise.all([taras.page.goto(`/?breed_id=${breed.id}`), iryna.page.goto(`/ua?breed_id=${breed.id}`)]);
    const title = taras.page.getByRole('link', { name: `Back to the general chat from ${breed.name}` });
    await title.waitFor();
    expect(await title.textContent()).toBe(breed.name);
    // Ukrainian shows the Ukrainian breed name.
    expect(await iryna.page.getByTestId('chat-title').textContent()).toBe(breed.name_ua);

    await startButton(taras).click();
    await iryna.page.getByRole('button', { name: 'Почати чат' }).first().click();
    await Promise.all([waitForRemoteFrames(taras.page), waitForRemoteFrames(iryna.page)]);

    // On a call the controls hide after 2 s without mouse movement and come back when it moves.
    const controlsOpacity = (opacity: string) =>
      taras.page.waitForFunction(
        (value) => getComputedStyle(document.querySelector('nav[aria-label="Call controls"]')!).opacity === value,
        opacity,
        { timeout: 15_000 },
      );
    await controlsOpacity('0');
    await taras.page.mouse.move(300, 300);
    await taras.page.mouse.move(320, 330);
    await controlsOpacity('1');

    // A report about the companion, validated and sent.
    await controlButton(taras, 'Report a violation').click();
    const dialog = taras.page.getByRole('dialog', { name: 'Report a violation' });
    expect(await dialog.getByTestId('report-target').textContent()).toContain('Iryna');
    await dialog.getByLabel('Topic').selectOption('Spam or advertising');
    await dialog.getByLabel('Details').fill('Shows advertising all the time');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await taras.page.getByText('Report sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Clearing the breed keeps the call; the next search is a general one.
    await title.click();
    await taras.page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('breed_id'));
    expect(await taras.page.getByTestId('chat-title').textContent()).toBe('General chat');
    expect(await phaseOf(taras.page)).toBe('connected');
    for (const user of [taras, iryna]) expect(user.errors, user.name).toEqual([]);
  });

  it('warns before the tab closes during a call, and hangs up for the partner when it does', async () => {
    const mykola = await newUser('Mykola');
    const sofia = await newUser('Sofia');
    await Promise.all([openChat(mykola), openChat(sofia)]);
    await startButton(mykola).click();
    await startButton(sofia).click();
    await Promise.all([waitForRemoteFrames(mykola.page), waitForRemoteFrames(sofia.page)]);
    await waitForPhase(mykola.page, 'connected');

    // Mykola asks Sofia to be friends from the call; she accepts from the bell: they are friends
    // now, so the add-friend buttons go on both sides (spec §2: hidden if already friends).
    await mykola.page.mouse.move(300, 300);
    await mykola.page.getByRole('button', { name: 'Add Sofia as a friend' }).click();
    await mykola.page.getByTestId('friend-requested').waitFor();
    await sofia.page.getByRole('button', { name: /^Notifications/ }).click();
    await sofia.page.getByRole('button', { name: 'Accept the friend request from Mykola' }).click({ timeout: 30_000 });
    await sofia.page.getByText('Friends added successfully').waitFor();
    await sofia.page.keyboard.press('Escape');
    await sofia.page.mouse.move(300, 300);
    expect(await sofia.page.getByTestId('companion-top').textContent()).toBe('Mykola');
    expect(await sofia.page.getByRole('button', { name: 'Add Mykola as a friend' }).count()).toBe(0);
    expect(await phaseOf(sofia.page)).toBe('connected');
    // Mykola hears of it (realtime friendRequestAccepted): "Requested" goes, no add button comes back.
    await mykola.page.getByTestId('friend-requested').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await mykola.page.getByRole('button', { name: 'Add Sofia as a friend' }).count()).toBe(0);

    const dialogs: string[] = [];
    mykola.page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await mykola.page.close({ runBeforeUnload: true });
    await waitForPhase(sofia.page, 'searching');
    expect(dialogs).toEqual(['beforeunload']);
    expect(sofia.errors).toEqual([]);
  });
  it('keeps the call when the language or the theme changes during it', async () => {
    const dmytro = await newUser('Dmytro');
    const halyna = await newUser('Halyna');
    await Promise.all([openChat(dmytro), openChat(halyna)]);
    await startButton(dmytro).click();
    await waitForPhase(dmytro.page, 'searching');
    await startButton(halyna).click();
    await Promise.all([waitForRemoteFrames(dmytro.page), waitForRemoteFrames(halyna.page)]);
    await Promise.all([waitForPhase(dmytro.page, 'connected'), waitForPhase(halyna.page, 'connected')]);
    // A search is a POST to /api/get-peer-id, a new PeerJS id a GET /api/peer-credentials: a
    // remounted chat would ask for both, the same call for neither.
    const searches: string[] = [];
    for (const user of [dmytro, halyna]) {
      user.page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/get-peer-id' || pathname === '/api/peer-credentials')
          searches.push(`${user.name} ${pathname}`);
      });
    }

    /** The same remote video element is still there and its time keeps advancing. */
    const markRemoteVideo = (page: typeof dmytro.page) =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]')!;
        video.dataset.before = 'switch';
        return video.currentTime;
      });
    const stillPlaying = async (page: typeof dmytro.page, before: number) => {
      await page.waitForFunction(
        (t) => {
          const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
          return (
            !!video &&
            video.dataset.before === 'switch' &&
            !video.hidden &&
            !video.paused &&
            video.currentTime > t + 0.5
          );
        },
        before,
        { timeout: 15_000 },
      );
    };
    const bothStillInCall = async (beforeDmytro: number, beforeHalyna: number) => {
      await Promise.all([stillPlaying(dmytro.page, beforeDmytro), stillPlaying(halyna.page, beforeHalyna)]);
      expect(await phaseOf(dmytro.page)).toBe('connected');
      expect(await phaseOf(halyna.page)).toBe('connected');
      expect(await companionName(dmytro.page)).toBe('Halyna');
      expect(await companionName(halyna.page)).toBe('Dmytro');
      expect(searches).toEqual([]);
    };

    // Ukrainian from the footer: the URL gets /ua, the texts change, the call goes on.
    let [atDmytro, atHalyna] = await Promise.all([markRemoteVideo(dmytro.page), markRemoteVideo(halyna.page)]);
    await dmytro.page.getByRole('contentinfo').getByRole('button', { name: 'Ukrainian' }).click();
    await dmytro.page.waitForURL((url) => url.pathname === '/ua');
    await dmytro.page.getByTestId('chat-title').filter({ hasText: 'Загальний чат' }).waitFor();
    await bothStillInCall(atDmytro, atHalyna);

    // The theme toggle, in Ukrainian now: the same.
    [atDmytro, atHalyna] = await Promise.all([markRemoteVideo(dmytro.page), markRemoteVideo(halyna.page)]);
    const themeBefore = await dmytro.page.evaluate(() => document.documentElement.className);
    await dmytro.page
      .getByRole('contentinfo')
      .getByRole('button', { name: /^(Темна|Світла) тема$/ })
      .click();
    await dmytro.page.waitForFunction((before) => document.documentElement.className !== before, themeBefore);
    await bothStillInCall(atDmytro, atHalyna);

    for (const user of [dmytro, halyna]) expect(user.errors, user.name).toEqual([]);
  });
});
