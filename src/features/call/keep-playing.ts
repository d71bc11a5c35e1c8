/**
 * A call's `<video>` on a phone (issue 24): when the page comes back to the foreground the browser
 * may have paused the element or dropped its source (iOS Safari does both). Each time the page is
 * visible again the element gets the current stream back and plays.
 */

/** Puts `stream` on the element and plays it if paused; autoplay may be refused until the user taps. */
export function attachStream(video: HTMLVideoElement, stream: MediaStream | null): void {
  if (video.srcObject !== stream) video.srcObject = stream;
  if (stream && video.paused) video.play?.()?.catch(() => {});
}

/** Re-attaches and plays `stream` whenever `doc` becomes visible; returns the cleanup. */
export function resumeOnForeground(
  video: HTMLVideoElement,
  stream: MediaStream | null,
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') attachStream(video, stream);
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}

/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the element has a frame to show. */
const HAVE_CURRENT_DATA = 2;

/**
 * Re-attaches and plays `stream` when one of its video tracks unmutes after a mute: after the
 * link of a call broke and came back (issue 24) the track's frames flow again, but Chromium's
 * element can stay on the last frame until it is given its source anew. The track's first
 * unmute is not that: a remote track starts muted and unmutes with its first packets, and
 * re-attaching then reset the element just as the call's first frame was being decoded (issue 30
 * item 4), so only an unmute that follows a mute, or comes once the element shows a frame,
 * re-attaches. Returns the cleanup.
 */
export function resumeOnUnmute(video: HTMLVideoElement, stream: MediaStream | null): () => void {
  const tracks = stream?.getVideoTracks?.() ?? [];
  const broken = new Set<EventTarget>();
  const onMute = (event: Event) => {
    if (event.currentTarget) broken.add(event.currentTarget);
  };
  const onUnmute = (event: Event) => {
    const seenMuting = event.currentTarget !== null && broken.delete(event.currentTarget);
    // An element that shows a frame already is past the first one: the tile may have been put up
    // while the link was down, after the mute it would otherwise have seen.
    const pastFirstFrame = video.readyState >= HAVE_CURRENT_DATA;
    if (!seenMuting && !pastFirstFrame) return;
    video.srcObject = null;
    attachStream(video, stream);
  };
  for (const track of tracks) {
    track.addEventListener?.('mute', onMute);
    track.addEventListener?.('unmute', onUnmute);
  }
  return () => {
    for (const track of tracks) {
      track.removeEventListener?.('mute', onMute);
      track.removeEventListener?.('unmute', onUnmute);
    }
  };
}
