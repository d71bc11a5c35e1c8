import { describe, expect, it } from 'vitest';
import { afterLoadAndIdle } from './after-load';

/** A window stand-in: its load event and idle callbacks fire when the test says. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const onLoad: Array<() => void> = [];
  const idleCallbacks: Array<() => void> = [];
  const timeouts: Array<() => void> = [];
  const target = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    requestIdleCallback: idle ? (callback: () => void) => idleCallbacks.push(callback) : undefined,
    setTimeout: (callback: () => void) => timeouts.push(callback),
  };
  return {
    target: target as unknown as Window,
    load: () => {
      for (const listener of onLoad.splice(0)) listener();
    },
    idle: () => {
      for (const callback of idleCallbacks.splice(0)) callback();
    },
    tick: () => {
      for (const callback of timeouts.splice(0)) callback();
    },
  };
}

describe('afterLoadAndIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const page = fakeWindow('loading', true);
    let ran = 0;
    afterLoadAndIdle(() => ran++, page.target);
    page.idle();
    expect(ran).toBe(0);
    page.load();
    expect(ran).toBe(0);
    page.idle();
    expect(ran).toBe(1);
  });

  it('waits for idle only when the page has loaded already', () => {
    const page = fakeWindow('complete', true);
    let ran = 0;
    afterLoadAndIdle(() => ran++, page.target);
    expect(ran).toBe(0);
    page.idle();
    expect(ran).toBe(1);
  });

  it('falls back to a timeout where the browser has no idle callbacks (Safari)', () => {
    const page = fakeWindow('loading', false);
    let ran = 0;
    afterLoadAndIdle(() => ran++, page.target);
    page.load();
    expect(ran).toBe(0);
    page.tick();
    expect(ran).toBe(1);
  });
});
