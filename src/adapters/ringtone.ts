/**
 * The ringing of an incoming call: a short two-tone chime from a Web Audio oscillator, repeated
 * every 2 s until the returned function stops it (the notifications machine's `ringer` actor).
 * Without Web Audio (or when the browser refuses to start it) nothing rings.
 */
const PERIOD_MS = 2000;
const TONES = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.25 },
];
const TONE_S = 0.22;
const VOLUME = 0.12;

type AudioContextClass = typeof AudioContext;

export function startRingtone(): () => void {
  const Ctor: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Ctor) return () => {};
  let audio: AudioContext;
  try {
    audio = new Ctor();
  } catch {
    return () => {};
  }
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
    void audio.close().catch(() => {});
  };
}
