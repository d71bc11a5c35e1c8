import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Layout checks of the call screen on a phone, from the bounding boxes the browser lays out
 * (issue 25): shared by `phone-call.e2e.test.ts` and `phone-call-stages.e2e.test.ts`. The
 * functions passed to `page.evaluate` run in the page, so each is self-contained.
 */

export interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

export const inside = (b: Box, width: number, height: number) =>
  b.left >= 0 && b.top >= 0 && b.right <= width + 0.5 && b.bottom <= height + 0.5;

export const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** Every pair of boxes that overlaps, by name. */
export function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i += 1)
    for (let j = i + 1; j < boxes.length; j += 1)
      if (overlap(boxes[i], boxes[j])) found.push(`${boxes[i].name} × ${boxes[j].name}`);
  return found;
}

/** Every pair of one box of `a` and one of `b` that overlaps, by name. */
export function crossings(a: Box[], b: Box[]): string[] {
  return a.flatMap((x) => b.filter((y) => overlap(x, y)).map((y) => `${x.name} × ${y.name}`));
}

/**
 * The call screen as laid out: the visible controls of the row, the partner card, the own
 * preview and the top bar's controls.
 */
export function callLayout() {
  const boxOf = (el: Element, name: string) => {
    const r = el.getBoundingClientRect();
    return { name, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const shown = (el: Element) => el.getClientRects().length > 0;
  const nav = document.querySelector('[data-testid="call-controls"]');
  const controls = [...(nav?.querySelectorAll('button') ?? [])]
    .filter(shown)
    .map((b) => boxOf(b, b.getAttribute('aria-label') ?? '?'));
  // The top bar's pills (title, partner) hold its buttons, so the pills stand for them.
  const topBar = [...document.querySelectorAll('[data-testid="chat-title"], [data-testid="companion-top"]')]
    .filter(shown)
    .map((b) => boxOf(b, `top bar: ${b.getAttribute('data-testid')}`));
  const card = document.querySelector('[data-testid="companion-card"]');
  const preview = document.querySelector('video[data-testid="local-video"]');
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    controls,
    topBar,
    card: card ? boxOf(card, 'partner card') : null,
    preview: preview ? boxOf(preview, 'own preview') : null,
  };
}

/**
 * On a call: one row of at most five controls inside the viewport, none overlapping another,
 * the partner card (at the top), the own preview or the top bar's pills.
 */
export async function expectCallLayout(page: Page) {
  const layout = await page.evaluate(callLayout);
  const { width, height, controls, topBar } = layout;
  expect(layout.card, 'the partner card is shown').not.toBeNull();
  expect(layout.preview, 'the own preview is shown').not.toBeNull();
  const card = layout.card as Box;
  const preview = layout.preview as Box;
  // One row of at most five: every control's centre on the same line.
  expect(controls.length).toBeGreaterThanOrEqual(4);
  expect(controls.length).toBeLessThanOrEqual(5);
  const centres = controls.map((c) => (c.top + c.bottom) / 2);
  expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(2);
  const all = [...controls, ...topBar, card, preview];
  expect(all.filter((b) => !inside(b, width, height)).map((b) => b.name)).toEqual([]);
  expect(overlaps(all)).toEqual([]);
  // The partner card sits at the top, the row at the bottom.
  expect(card.bottom).toBeLessThan(height / 2);
  expect(Math.min(...controls.map((c) => c.top))).toBeGreaterThan(height / 2);
}

/**
 * The idle stage as laid out: the row of controls (its whole box: it takes the taps over its
 * padding too), each part of the invitation (the framed preview, the words, Start, the pool
 * figures) and the meet-again card, each cut to what its scroll area shows (a part scrolled
 * out of sight sits under nothing).
 */
export function idleStageLayout() {
  const boxOf = (el: Element, name: string) => {
    const r = el.getBoundingClientRect();
    return { name, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const clip = (b: ReturnType<typeof boxOf>, area: DOMRect | null) =>
    area
      ? {
          name: b.name,
          left: Math.max(b.left, area.left),
          top: Math.max(b.top, area.top),
          right: Math.min(b.right, area.right),
          bottom: Math.min(b.bottom, area.bottom),
        }
      : b;
  const scrollArea = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement)
      if (/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowY)) return p.getBoundingClientRect();
    return null;
  };
  const nav = document.querySelector('[data-testid="call-controls"]');
  const heading = document.querySelector('section[data-phase] h1');
  const words = heading?.parentElement;
  const all = [
    ...document.querySelectorAll('[data-testid="pet-preview"], [data-testid="meet-again"]'),
    ...(words ? [...words.children] : []),
  ].filter((el) => el.getClientRects().length > 0);
  const parts = all
    .map((el, i) =>
      clip(boxOf(el, `${el.tagName.toLowerCase()} ${i}: ${el.textContent?.trim().slice(0, 30)}`), scrollArea(el)),
    )
    .filter((b) => b.right > b.left && b.bottom > b.top);
  const card = document.querySelector('[data-testid="meet-again"]');
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    /** How many parts the stage has, shown now or scrolled out of sight. */
    count: all.length,
    row: nav ? boxOf(nav, 'row of controls') : null,
    buttons: [...(nav?.querySelectorAll('button') ?? [])]
      .filter((b) => b.getClientRects().length > 0)
      .map((b) => boxOf(b, b.getAttribute('aria-label') ?? '?')),
    parts,
    card: card ? boxOf(card, 'meet again') : null,
  };
}

/**
 * The app's top bar (`header`) is hidden or covered by the call: the call fills the viewport,
 * and whatever the page shows where the header is belongs to the call.
 */
export function topBarShown() {
  const header = document.querySelector('body header');
  if (!header || header.getClientRects().length === 0) return false;
  const r = header.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && header.contains(hit);
}

/** Saves a screenshot when `E2E_SHOTS` names a folder (for a design walk); otherwise nothing. */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}
