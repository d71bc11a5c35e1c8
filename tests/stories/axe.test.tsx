import { afterEach, describe, expect, it } from 'vitest';
import { storyViolations } from './support/axe';

/** The story tests' axe gate itself: it reports serious problems, skips contrast, and obeys `a11y.test: 'off'`. */
afterEach(() => {
  document.body.innerHTML = '';
});

describe('storyViolations', () => {
  it('reports a button without a name and an image without a text alternative (critical)', async () => {
    document.body.innerHTML = '<main><button type="button"><svg></svg></button><img src="/x.png"></main>';
    const found = await storyViolations(undefined);
    expect(found.join('\n')).toMatch(/button-name/);
    expect(found.join('\n')).toMatch(/image-alt/);
  });

  it('passes a named control, and leaves colour contrast to the E2E pass (jsdom paints nothing)', async () => {
    document.body.innerHTML =
      '<main><button type="button" style="color:#777;background:#888">Send</button><p style="color:#eee;background:#fff">Pale</p></main>';
    expect(await storyViolations(undefined)).toEqual([]);
  });

  it('lets a story switch its check off, as the addon does', async () => {
    document.body.innerHTML = '<main><button type="button"></button></main>';
    expect(await storyViolations({ test: 'off' })).toEqual([]);
  });
});
