/**
 * The landing page's pictures, drawn at build by scripts/landing-images.ts: each file and its
 * size (the `<img>` keeps it, so nothing shifts while it loads). A plain module, so the build
 * script and the view share it.
 */
export const LANDING_IMAGES = {
  dog: { src: '/landing/dog-call.svg', width: 320, height: 240 },
  cat: { src: '/landing/cat-call.svg', width: 320, height: 240 },
  parrot: { src: '/landing/parrot-call.svg', width: 320, height: 240 },
} as const;

export type LandingPet = keyof typeof LANDING_IMAGES;
