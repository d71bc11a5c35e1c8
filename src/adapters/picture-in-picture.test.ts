import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PictureInPictureChange } from '../../machines/call-controls/call-controls.types';
import { eventually } from '../../tests/support/eventually';
import { type PictureInPictureDocument, watchPictureInPicture } from './picture-in-picture';

/** A stage with the partner's video, and a document with (or without) picture-in-picture. */
function fakes(enabled = true) {
  const stage = document.createElement('section');
  const video = document.createElement('video');
  video.dataset.testid = 'remote-video';
  stage.append(document.createElement('video'), video);
  const doc = {
    pictureInPictureEnabled: enabled,
    pictureInPictureElement: null as Element | null,
    exitPictureInPicture: vi.fn(async () => {
      doc.pictureInPictureElement = null;
      video.dispatchEvent(new Event('leavepictureinpicture'));
    }),
  };
  const request = vi.fn(async () => {
    doc.pictureInPictureElement = video;
    video.dispatchEvent(new Event('enterpictureinpicture'));
    return {} as PictureInPictureWindow;
  });
  Object.assign(video, { requestPictureInPicture: request });
  const changes: PictureInPictureChange[] = [];
  return {
    stage: { current: stage },
    video,
    doc,
    request,
    changes,
    report: (c: PictureInPictureChange) => changes.push(c),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('picture-in-picture of the partner video', () => {
  it('floats the remote video and brings it back, reporting what the browser did', async () => {
    const { stage, doc, request, changes, report } = fakes();
    const control = watchPictureInPicture(stage, report, doc as unknown as PictureInPictureDocument);
    expect(changes).toEqual(['available']);
    control!.enter();
    await eventually(() => expect(changes).toEqual(['available', 'entered']));
    expect(request).toHaveBeenCalledTimes(1);
    control!.leave();
    await eventually(() => expect(changes).toEqual(['available', 'entered', 'left']));
    control!.dispose();
  });

  it("hears the browser's own picture-in-picture, and closes it when the call ends", async () => {
    const { stage, video, doc, changes, report } = fakes();
    const control = watchPictureInPicture(stage, report, doc as unknown as PictureInPictureDocument);
    doc.pictureInPictureElement = video;
    video.dispatchEvent(new Event('enterpictureinpicture'));
    expect(changes).toEqual(['available', 'entered']);
    control!.dispose();
    expect(doc.exitPictureInPicture).toHaveBeenCalledTimes(1);
    // Disposed: the browser's later events are not reported.
    video.dispatchEvent(new Event('enterpictureinpicture'));
    expect(changes).toEqual(['available', 'entered']);
  });

  it('leaves nothing to close when the video is in the page', () => {
    const { stage, doc, report } = fakes();
    watchPictureInPicture(stage, report, doc as unknown as PictureInPictureDocument)!.dispose();
    expect(doc.exitPictureInPicture).not.toHaveBeenCalled();
  });

  it('ignores a refused request (no frame yet, no gesture): the video stays in the page', async () => {
    const { stage, doc, request, changes, report } = fakes();
    request.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    watchPictureInPicture(stage, report, doc as unknown as PictureInPictureDocument)!.enter();
    await Promise.allSettled(request.mock.results.map((r) => r.value));
    expect(changes).toEqual(['available']);
  });

  it('is not offered where the browser has none, or without the remote video', () => {
    const without = fakes(false);
    expect(watchPictureInPicture(without.stage, without.report, without.doc as never)).toBeNull();
    expect(without.changes).toEqual([]);
    const empty = fakes();
    expect(watchPictureInPicture({ current: null }, empty.report, empty.doc as never)).toBeNull();
    empty.stage.current.querySelector('[data-testid="remote-video"]')!.remove();
    expect(watchPictureInPicture(empty.stage, empty.report, empty.doc as never)).toBeNull();
  });
});
