import { describe, expect, it } from 'vitest';
import {
  type Box,
  crossings,
  expectCallLayout,
  idleStageLayout,
  overlaps,
  PHONES,
  shot,
  topBarShown,
} from './support/call-layout';
import { befriend, type ChatUser, callTestUsers, waitForPhase, waitForRemoteFrames } from './support/chat-users';

/**
 * The call screen's other stages on a phone (issue 25, docs/design-review.md "Left for the call
 * screen"), in Chromium at 360×740 and 390×844 in Ukrainian, the language with the longer words,
 * measured from the bounding boxes the browser lays out:
 * - the idle stage's content (framed preview, words, Start, pool figures) never sits under the row
 *   of controls, in either theme;
 * - after the partner leaves, "Meet again?" covers neither Start nor a control, and Start takes a
 *   real click (Playwright's, which fails when another element would receive it);
 * - a friend call fills the screen as a random call does: no app top bar, ringing or on the call.
 */

const suite = callTestUsers();

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * The user's browser at a phone's size, in a theme, on `path`; cookies already accepted, so the
 * banner (measured in mobile.e2e) covers nothing measured here.
 */
async function onPhone(user: ChatUser, viewport: { width: number; height: number }, theme: Theme, path: string) {
  await user.context.addCookies([
    { name: 'theme', value: theme, url: suite.e2e.baseUrl },
    { name: 'cookieConsent', value: '1', url: suite.e2e.baseUrl },
  ]);
  await user.page.setViewportSize(viewport);
  await user.page.goto(path);
}

const startButton = (user: ChatUser) => user.page.getByRole('button', { name: 'Почати чат', exact: true });
const controlButton = (user: ChatUser, name: string) =>
  user.page.getByTestId('call-controls').getByRole('button', { name, exact: true });

/**
 * The idle stage's parts (the meet-again card among them when shown) overlap neither the row of
 * controls, nor its buttons, nor each other.
 */
async function expectIdleStageClear(user: ChatUser, parts = 6) {
  const layout = await user.page.evaluate(idleStageLayout);
  expect(layout.row, 'the row of controls is shown').not.toBeNull();
  // The preview, the greeting, the heading, the description, Start and the pool figures (beside
  // "Meet again?": the card, the preview, the heading, Start and the figures).
  expect(layout.count).toBeGreaterThanOrEqual(parts);
  expect(crossings(layout.parts, [layout.row as Box, ...layout.buttons])).toEqual([]);
  expect(overlaps(layout.parts)).toEqual([]);
  return layout;
}

describe.each(PHONES)('on a phone at $width×$height, in Ukrainian', (viewport) => {
  it.each(THEMES)(
    'the idle stage keeps its content clear of the row of controls (%s theme)',
    { timeout: 120_000 },
    async (theme: Theme) => {
      const ann = await suite.newUser('Ann');
      await onPhone(ann, viewport, theme, '/ua');
      await startButton(ann).waitFor({ timeout: 30_000 });
      await ann.page.getByTestId('pool-figures').waitFor({ timeout: 30_000 });
      await ann.page.getByTestId('pet-preview').waitFor();
      await shot(ann.page, `idle-${viewport.width}-${theme}`);
      await expectIdleStageClear(ann);
      // Scrolled to its end, the stage still shows all of it above the row.
      await ann.page.getByTestId('pool-figures').scrollIntoViewIfNeeded();
      await expectIdleStageClear(ann);
      expect(ann.errors).toEqual([]);
    },
  );

  it('after the partner leaves, "Meet again?" covers neither Start nor a control, and Start takes a real click (light theme)', {
    timeout: 180_000,
  }, async () => {
    const ann = await suite.newUser('Ann');
    const taras = await suite.newUser('Taras');
    await Promise.all([onPhone(ann, viewport, 'light', '/ua'), onPhone(taras, viewport, 'light', '/ua')]);
    await startButton(ann).click({ timeout: 30_000 });
    await waitForPhase(ann.page, 'searching');
    await startButton(taras).click({ timeout: 30_000 });
    await Promise.all([waitForRemoteFrames(ann.page), waitForRemoteFrames(taras.page)]);
    await Promise.all([waitForPhase(ann.page, 'connected'), waitForPhase(taras.page, 'connected')]);

    // Taras stops: he is back on the idle stage, with "Meet again?" for Ann.
    await controlButton(taras, 'Зупинити').click();
    await waitForPhase(taras.page, 'idle');
    const meetAgain = taras.page.getByTestId('meet-again');
    await meetAgain.waitFor({ timeout: 30_000 });
    expect(await meetAgain.textContent()).toContain('Ann');
    await taras.page.getByTestId('pool-figures').waitFor({ timeout: 30_000 });
    await shot(taras.page, `meet-again-${viewport.width}-light`);
    const layout = await expectIdleStageClear(taras, 5);
    expect(layout.card, 'the card is measured').not.toBeNull();
    // The card keeps its own height: it does not stretch down the stage and push Start away.
    const card = layout.card as Box;
    expect(card.bottom - card.top).toBeLessThan(viewport.height / 3);
    // Start shows above the row without scrolling: beside the card the preview gives way.
    expect(await taras.page.getByTestId('pet-preview').getAttribute('data-compact')).toBe('true');
    const startBox = await startButton(taras).boundingBox();
    const row = layout.row as Box;
    expect(startBox && startBox.y >= 0 && startBox.y + startBox.height <= row.top).toBe(true);

    // A real click: Playwright refuses it while another element would receive it.
    await startButton(taras).click({ timeout: 30_000 });
    await waitForPhase(taras.page, 'searching');
    expect([...ann.errors, ...taras.errors]).toEqual([]);
  });

  it("a friend call fills the screen without the app's top bar, ringing and on the call", {
    timeout: 180_000,
  }, async () => {
    const ann = await suite.newUser('Ann');
    const olena = await suite.newUser('Olena');
    await befriend(suite.e2e.baseUrl, ann, olena);
    await onPhone(olena, viewport, 'dark', '/ua');
    await olena.page.locator('footer').waitFor({ timeout: 30_000 });
    await onPhone(ann, viewport, 'dark', `/ua/friend-call?userId=${olena.id}`);
    await waitForPhase(ann.page, 'ringing');
    await shot(ann.page, `friend-ringing-${viewport.width}`);
    expect(await ann.page.evaluate(topBarShown), 'the top bar while ringing').toBe(false);

    // Olena answers from the ringing sheet; both are on the call.
    await olena.page.locator('a[aria-label="Відповісти на дзвінок від Ann"]').first().click({ timeout: 30_000 });
    await Promise.all([waitForRemoteFrames(ann.page), waitForRemoteFrames(olena.page)]);
    await Promise.all([waitForPhase(ann.page, 'connected'), waitForPhase(olena.page, 'connected')]);
    for (const user of [ann, olena]) {
      await shot(user.page, `friend-call-${viewport.width}-${user.name}`);
      expect(await user.page.evaluate(topBarShown), `${user.name}'s top bar on the call`).toBe(false);
      await expectCallLayout(user.page);
    }
    expect([...ann.errors, ...olena.errors]).toEqual([]);
  });
});
