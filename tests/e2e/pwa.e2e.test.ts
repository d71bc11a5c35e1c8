import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type BrowserContext, type CDPSession, chromium, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendCalls } from '../../server/db/schema/friend-calls';
import { befriend, type ChatUser, signUpVerified, waitForPhase } from './support/chat-users';
import { CHROMIUM_ARGS, type E2E, startE2E } from './support/e2e';

/**
 * The installable app (issue 26): the manifest and Chromium's installability check, an offline
 * reload served by the service worker, and a push delivered through the DevTools protocol that
 * shows the call notification, whose Decline declines the call without a page.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Opens the app and waits until its service worker controls the page. */
async function openControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.locator('footer').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not controlled until the worker claims it (sw.ts `clients.claim()`).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  const [worker] = context.serviceWorkers();
  return worker ?? context.waitForEvent('serviceworker');
}

/** The registration id the DevTools protocol knows the app's worker by. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Closes the callee's PetChat page (a blank tab keeps the browser context alive) and delivers the
 * call's push to its service worker through the DevTools protocol, as the push service would.
 */
async function closeAppAndPushCall(caller: ChatUser, callee: ChatUser, callId: string): Promise<Worker> {
  const blank = await callee.context.newPage();
  const worker = await serviceWorkerOf(callee.context);
  await callee.page.close();
  const cdp = await callee.context.newCDPSession(blank);
  const id = await registrationId(cdp, e2e.baseUrl);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: e2e.baseUrl,
    registrationId: id,
    data: JSON.stringify({
      type: 'incomingCall',
      call_id: callId,
      from: { id: caller.id, name: caller.name, pet_name: caller.petName },
      expires_at: new Date(Date.now() + 30_000).toISOString(),
    }),
  });
  return worker;
}

describe('installable app', () => {
  it('serves a manifest with the icons, and Chromium reports no installability errors', async () => {
    const { page, errors } = await e2e.newPage();
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as {
      name: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ name: 'PetChat', short_name: 'PetChat', display: 'standalone', start_url: '/' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']) {
      const response = await page.request.get(icon);
      expect(response.headers()['content-type'], icon).toBe('image/png');
    }
    expect(errors).toEqual([]);

    // Chromium never offers installing from an incognito profile (a plain browser context is
    // one): the check runs in a profile of its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'petchat-pwa-profile-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: e2e.baseUrl,
    });
    try {
      const installable = persistent.pages()[0] ?? (await persistent.newPage());
      await openControlled(installable);
      const cdp = await persistent.newCDPSession(installable);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('an offline reload shows the app and its offline screen, not the browser’s error page', async () => {
    const { page, context } = await e2e.newPage();
    await openControlled(page, '/friends');
    // API calls are never cached: the worker has no entry for them.
    const worker = await serviceWorkerOf(context);
    const cached = await worker.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/media'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-screen').waitFor({ timeout: 15_000 });
    expect(await page.locator('footer').count()).toBe(1);
    await context.setOffline(false);
    await page.getByTestId('offline-screen').waitFor({ state: 'detached', timeout: 15_000 });
  });
});

describe('push', () => {
  it('an incoming call rings as a notification with Answer and Decline; Decline declines without a page', async () => {
    const caller = await signUpVerified(e2e, 'Caller');
    const callee = await signUpVerified(e2e, 'Callee');
    await befriend(e2e.baseUrl, caller, callee);
    await callee.context.grantPermissions(['notifications'], { origin: e2e.baseUrl });
    await openControlled(callee.page);

    // The callee is online (its page's realtime presence), so the invitation is made.
    const api = (route: string, body?: unknown) =>
      caller.page.request.fetch(`/api${route}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${caller.token}` },
        data: body,
      });
    expect((await api('/peer-credentials')).status()).toBe(200);
    let callId = '';
    await expect
      .poll(
        async () => {
          const response = await api('/call-friend', { user_to_call: callee.id });
          if (response.status() === 200) callId = ((await response.json()) as { call_id: string }).call_id;
          return response.status();
        },
        { timeout: 20_000 },
      )
      .toBe(200);

    // No PetChat window is open any more: the push must show a notification.
    const worker = await closeAppAndPushCall(caller, callee, callId);
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map(
          (n) => ({
            title: n.title,
            tag: n.tag,
            requireInteraction: n.requireInteraction,
            actions: (n as Notification & { actions: { action: string }[] }).actions.map((a) => a.action),
          }),
        ),
      );
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([
        { title: 'Caller is calling', tag: `call-${callId}`, requireInteraction: true, actions: ['answer', 'decline'] },
      ]);

    // A click on Decline, as the browser would dispatch it (headless Chromium has no notification UI).
    await worker.evaluate(async () => {
      const [notification] = await (
        self as unknown as { registration: ServiceWorkerRegistration }
      ).registration.getNotifications();
      const Event = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event })
        .NotificationEvent;
      self.dispatchEvent(new Event('notificationclick', { notification, action: 'decline' }));
    });
    const endReason = async () =>
      (
        await e2e.ctx.db.select({ reason: friendCalls.endReason }).from(friendCalls).where(eq(friendCalls.id, callId))
      )[0]?.reason ?? null;
    await expect.poll(endReason, { timeout: 10_000 }).toBe('declined');
    await expect.poll(shown).toEqual([]);
    // No page was opened for it.
    expect(callee.context.pages().map((p) => p.url())).toEqual(['about:blank']);
  });

  it('Answer on the call notification opens the app on the friend-call page, which answers: both sides connect', async () => {
    const caller = await signUpVerified(e2e, 'Caller');
    const callee = await signUpVerified(e2e, 'Callee');
    await befriend(e2e.baseUrl, caller, callee);
    await callee.context.grantPermissions(['notifications'], { origin: e2e.baseUrl });
    await openControlled(callee.page);

    // The caller calls from /friends as a user does, and keeps ringing.
    const invitation = caller.page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/call-friend' && r.status() === 200,
    );
    await caller.page.goto('/friends');
    await caller.page
      .getByRole('region', { name: 'Online' })
      .getByText(callee.name, { exact: true })
      .waitFor({ timeout: 30_000 });
    await caller.page.getByRole('button', { name: `Invite ${callee.name} to a chat` }).click();
    const { call_id: callId } = (await (await invitation).json()) as { call_id: string };
    await waitForPhase(caller.page, 'ringing');

    // The callee's app is closed; the push shows the notification.
    const worker = await closeAppAndPushCall(caller, callee, callId);
    await expect
      .poll(
        () =>
          worker.evaluate(async () =>
            (
              await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()
            ).map((n) => n.tag),
          ),
        { timeout: 10_000 },
      )
      .toEqual([`call-${callId}`]);

    // A click on Answer, as the browser would dispatch it. A script-dispatched click may not open
    // windows (it carries no user activation), so the worker's openWindow is recorded and the page
    // is opened at that address, as the browser would.
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        clients: { openWindow(url: string): Promise<unknown> };
        opened?: string[];
        NotificationEvent: new (type: string, init: object) => Event;
      };
      scope.opened = [];
      scope.clients.openWindow = async (url: string) => {
        scope.opened?.push(url);
        return null;
      };
      const [notification] = await scope.registration.getNotifications();
      self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: 'answer' }));
    });
    const opened = () => worker.evaluate(() => (self as unknown as { opened: string[] }).opened);
    await expect.poll(opened, { timeout: 10_000 }).toHaveLength(1);
    const [address] = await opened();
    const page = await callee.context.newPage();
    await page.goto(new URL(address ?? '/', e2e.baseUrl).toString());
    await page.waitForURL(/\/friend-call\?/, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('callId')).toBe(callId);
    await waitForPhase(page, 'connected', 30_000);
    await waitForPhase(caller.page, 'connected', 30_000);
    expect(caller.errors).toEqual([]);
  });

  it('a callEnded push closes the call’s notification', async () => {
    const { page, context } = await e2e.newPage();
    await context.grantPermissions(['notifications'], { origin: e2e.baseUrl });
    await openControlled(page);
    const blank = await context.newPage();
    const worker = await serviceWorkerOf(context);
    await page.close();
    const cdp = await context.newCDPSession(blank);
    const id = await registrationId(cdp, e2e.baseUrl);
    const push = (data: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.baseUrl,
        registrationId: id,
        data: JSON.stringify(data),
      });
    const tags = () =>
      worker.evaluate(async () =>
        (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map(
          (n) => n.tag,
        ),
      );
    await push({ type: 'incomingCall', call_id: 'c-1', from: { id: 1, name: 'Olena', pet_name: 'Kesha' } });
    await expect.poll(tags, { timeout: 10_000 }).toEqual(['call-c-1']);
    await push({ type: 'callEnded', call_id: 'c-1' });
    await expect.poll(tags, { timeout: 10_000 }).toEqual([]);
  });
});
