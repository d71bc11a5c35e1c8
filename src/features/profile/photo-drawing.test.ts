import { describe, expect, it } from 'vitest';
import { type DrawablePhoto, drawPhoto, savedPhotoSide } from './photo-drawing';

/** A 2D context that records the drawing calls that matter. */
function recordingContext() {
  const calls: Array<[string, ...unknown[]]> = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([name, ...args]);
  const context = {
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    save: record('save'),
    restore: record('restore'),
    translate: record('translate'),
    rotate: record('rotate'),
    scale: record('scale'),
    drawImage: record('drawImage'),
    set fillStyle(value: string) {
      calls.push(['fillStyle', value]);
    },
    imageSmoothingQuality: 'low',
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const photo = { width: 800, height: 400 } as DrawablePhoto;

describe('drawPhoto', () => {
  it('covers the square frame, scales by the size slider and turns around the centre', () => {
    const { context, calls } = recordingContext();
    drawPhoto(context, photo, { size: 6, angle: 90 }, 200, null);
    // Cover: 200 / 400 = 0.5; size 6 → × 2 (spec §9: 1 + (6 − 1) / 5).
    expect(calls).toEqual([
      ['clearRect', 0, 0, 200, 200],
      ['save'],
      ['translate', 100, 100],
      ['rotate', Math.PI / 2],
      ['scale', 1, 1],
      ['drawImage', photo, -400, -200],
      ['restore'],
    ]);
  });

  it('fills the background first when the format has no transparency', () => {
    const { context, calls } = recordingContext();
    drawPhoto(context, photo, { size: 1, angle: 0 }, 100, 'white');
    expect(calls.slice(0, 3)).toEqual([
      ['clearRect', 0, 0, 100, 100],
      ['fillStyle', 'white'],
      ['fillRect', 0, 0, 100, 100],
    ]);
    expect(calls).toContainEqual(['scale', 0.25, 0.25]);
  });
});

describe('savedPhotoSide', () => {
  it('is half the shorter side (spec §9: scale 0.5), at least 1 px and at most the server maximum', () => {
    expect(savedPhotoSide({ width: 600, height: 400 })).toBe(200);
    expect(savedPhotoSide({ width: 1, height: 1 })).toBe(1);
    expect(savedPhotoSide({ width: 6000, height: 4000 })).toBe(1024);
  });
});
