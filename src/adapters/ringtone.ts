/**
 * The ringing of an incoming call: a short two-tone chime from a Web Audio oscillator, repeated
 * every 2 s until the returned function stops it (the notifications machine's `ringer` actor),
 * and a `navigator.vibrate` pattern each period where the device has one. No audio asset.
 * Browsers refuse to start audio before the page had a user gesture (autoplay policy): then the
 * chime stays quiet, and the first tap or key press anywhere resumes it; nothing is reported.
 */
const PERIOD_MS = 2000;
const TONES = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.25 },
];
const TONE_S = 0.22;
const VOLUME = 0.12;
/** Buzz, pause, buzz (ms), once per period. */
const VIBRATION = [400, 200, 400];

function vibrate(pattern: number[] | 0) {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  } catch {
    // Some browsers throw without a user gesture: the ring stays silent there.
  }
}

type AudioContextClass = typeof AudioContext;

export function startRingtone(): () => void {
  const Ctor: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  vibrate(VIBRATION);
  const buzz = setInterval(() => vibrate(VIBRATION), PERIOD_MS);
  const stopBuzz = () => {
    clearInterval(buzz);
    vibrate(0);
  };
  if (!Ctor) return stopBuzz;
  let audio: AudioContext;
  try {
    audio = new Ctor();
  } catch {
    return stopBuzz;
  }
  // Autoplay refused (no gesture yet): the first gesture on the page lets the chime sound.
  const resume = () => {
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
  };
  const gestures = ['pointerdown', 'keydown'] as const;
  for (const type of gestures) window.addEventListener(type, resume, { capture: true });
  const chime = () => {
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const start = audio.currentTime;
    for (const tone of TONES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = tone.hz;
      const t0 = start + tone.at;
      gain.gain.setValueAtTime(0, t0);
      gain.gain.linearRampToValueAtTime(VOLUME, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + TONE_S);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(t0);
      oscillator.stop(t0 + TONE_S + 0.02);
    }
  };
  chime();
  const timer = setInterval(chime, PERIOD_MS);
  return () => {
    clearInterval(timer);
    stopBuzz();
    for (const type of gestures) window.removeEventListener(type, resume, { capture: true });
    void audio.close().catch(() => {});
  };
}
