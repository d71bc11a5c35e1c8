/** The widest still frame a report carries: small enough to stay far under the 1 MB limit. */
const MAX_WIDTH = 640;

/**
 * A still frame of the companion's video (`data-testid="remote-video"`) at this moment, as a JPEG
 * data URL, or null when it shows no picture. Taken in the browser, so nothing of the call leaves
 * it unless the user sends the report.
 */
export async function captureRemoteFrame(): Promise<string | null> {
  const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
  if (!video || video.videoWidth === 0 || video.videoHeight === 0) return null;
  const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const url = canvas.toDataURL('image/jpeg', 0.8);
  return url.startsWith('data:image/jpeg;base64,') ? url : null;
}
