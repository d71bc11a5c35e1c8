/**
 * A moving picture for the video stories: a canvas stream where the browser can make one
 * (Storybook in a real browser), nothing where it cannot (the story render test in jsdom).
 */
export function demoStream(label: string, hue: number): MediaStream | null {
  if (typeof HTMLCanvasElement === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function')
    return null;
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const stream = canvas.captureStream(30);
  let frame = 0;
  const draw = () => {
    frame += 1;
    // Sample pixels of a demo video, not a UI colour: the theme contract does not apply here.
    context.fillStyle = `hsl(${hue}, 45%, 35%)`;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = `hsl(${hue}, 60%, 80%)`;
    context.beginPath();
    context.arc(320 + Math.sin(frame / 20) * 180, 240, 60, 0, Math.PI * 2);
    context.fill();
    context.font = 'bold 36px sans-serif';
    context.fillText(label, 24, 56);
    // Drawing stops with the stream (a story that is left stops its tracks).
    if (stream.getVideoTracks()[0]?.readyState === 'live') requestAnimationFrame(draw);
  };
  draw();
  return stream;
}
