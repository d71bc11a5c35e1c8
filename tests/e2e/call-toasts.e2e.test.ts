import { describe, expect, it } from 'vitest';
import { type Box, callLayout, crossings, inside, shot } from './support/call-layout';
import { type ChatUser, callTestUsers, waitForPhase, waitForRemoteFrames } from './support/chat-users';

/**
 * A toast during a call (issue 25, "toasts stay clear of dialogs and the call overlays"): a friend
 * request reaches Ana while she is on a random call. Its toast must stay inside the viewport and
 * clear of the call's controls, the partner card, the own preview and the call's top bar (the
 * partner's name), on a phone (the call fills the screen) and on a desktop (the call is a box
 * under the app's top bar). Measured from the boxes Chromium lays out.
 */

const suite = callTestUsers();

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function openHome(user: ChatUser, viewport: { width: number; height: number }) {
  await user.context.addCookies([{ name: 'cookieConsent', value: '1', url: suite.e2e.baseUrl }]);
  await user.page.setViewportSize(viewport);
  await user.page.goto('/');
}

describe.each(SCREENS)('on a $name at $width×$height', (viewport) => {
  it('a toast on a call covers neither the controls, nor the partner card, nor the preview, nor the top bar', {
    timeout: 180_000,
  }, async () => {
    const ana = await suite.newUser('Ana');
    const bohdan = await suite.newUser('Bohdan');
    const asker = await suite.newUser('Kateryna');
    await Promise.all([openHome(ana, viewport), openHome(bohdan, viewport)]);
    const start = (user: ChatUser) => user.page.getByRole('button', { name: 'Start chat', exact: true });
    await start(ana).click({ timeout: 30_000 });
    await waitForPhase(ana.page, 'searching');
    await start(bohdan).click({ timeout: 30_000 });
    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    await waitForPhase(ana.page, 'connected');

    const sent = await fetch(`${suite.e2e.baseUrl}/api/friends/send-request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${asker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: ana.id }),
    });
    expect(sent.status).toBe(201);
    const toast = ana.page.getByTestId('toast').filter({ hasText: 'You have a new friend request' });
    await toast.waitFor({ timeout: 30_000 });
    // The toast slides in for 200 ms: measure where it comes to rest.
    await ana.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="toast"]')].every((el) => el.getAnimations().length === 0),
    );
    await shot(ana.page, `call-toast-${viewport.name}`);

    const layout = await ana.page.evaluate(callLayout);
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const toastBox: Box = {
      name: 'toast',
      left: box!.x,
      top: box!.y,
      right: box!.x + box!.width,
      bottom: box!.y + box!.height,
    };
    expect(inside(toastBox, layout.width, layout.height)).toBe(true);
    const parts = [...layout.controls, ...layout.topBar, layout.card, layout.preview].filter(
      (b): b is Box => b !== null,
    );
    // The call's parts are there to be covered: the row, the card, the preview and the partner's name.
    expect(parts.length).toBeGreaterThanOrEqual(7);
    expect(crossings([toastBox], parts)).toEqual([]);
    expect([...ana.errors, ...bohdan.errors]).toEqual([]);
  });
});
