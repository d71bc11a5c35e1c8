import type { Plugin } from 'vite';
import { LANDING_IMAGES, type LandingPet } from '../src/features/accounts/landing-images.ts';
import { brand as BRAND } from '../src/styles/brand.ts';

/**
 * The landing page's pictures (issue 25 "Give it a face"): pets on a video call, drawn here in
 * code and emitted as small SVG files at build, like the breed pictures
 * (scripts/generate-breed-images.mjs) and the app icons (scripts/app-icons.ts). No stock image
 * can be used, and SVG keeps each picture under 3 KB at any size.
 */

const INK = BRAND.ink;

interface Palette {
  /** The room behind the pet. */
  room: string;
  /** A window or shelf shape in the room, a shade of it. */
  roomShade: string;
  fur: string;
  accent: string;
}

const PALETTES: Record<LandingPet, Palette> = {
  dog: { room: '#FFE3C7', roomShade: '#FFD1A6', fur: '#E0A24A', accent: '#B8742A' },
  cat: { room: '#DDF3EF', roomShade: '#BFE8E0', fur: '#8C97A6', accent: '#F2A33A' },
  parrot: { room: '#FFF1C9', roomShade: '#FFE39A', fur: '#58B947', accent: '#F0773A' },
};

/** Two eyes with a highlight, looking into the camera. */
const eyes = (y: number, gap: number, r: number) =>
  [-1, 1]
    .map(
      (side) =>
        `<circle cx="${160 + side * gap}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${160 + side * gap + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.35}" fill="#fff"/>`,
    )
    .join('');

function dog(p: Palette): string {
  return [
    // shoulders, then the head with floppy ears
    `<ellipse cx="160" cy="232" rx="92" ry="66" fill="${p.fur}"/>`,
    `<ellipse cx="104" cy="118" rx="22" ry="44" transform="rotate(18 104 118)" fill="${p.accent}"/>`,
    `<ellipse cx="216" cy="118" rx="22" ry="44" transform="rotate(-18 216 118)" fill="${p.accent}"/>`,
    `<ellipse cx="160" cy="118" rx="56" ry="54" fill="${p.fur}"/>`,
    `<ellipse cx="160" cy="146" rx="30" ry="24" fill="#F6D7A7"/>`,
    eyes(108, 22, 7),
    `<ellipse cx="160" cy="134" rx="11" ry="8" fill="${INK}"/>`,
    `<path d="M148 152 Q160 162 172 152" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M155 156 Q160 172 165 156 Z" fill="#E5707E"/>`,
  ].join('');
}

function cat(p: Palette): string {
  return [
    `<ellipse cx="160" cy="230" rx="84" ry="66" fill="${p.fur}"/>`,
    `<path d="M110 96 L114 40 L148 76 Z" fill="${p.fur}"/><path d="M120 86 L122 56 L140 76 Z" fill="#F0B8B0"/>`,
    `<path d="M210 96 L206 40 L172 76 Z" fill="${p.fur}"/><path d="M200 86 L198 56 L180 76 Z" fill="#F0B8B0"/>`,
    `<ellipse cx="160" cy="120" rx="58" ry="52" fill="${p.fur}"/>`,
    [-1, 1]
      .map(
        (side) =>
          `<ellipse cx="${160 + side * 22}" cy="112" rx="9" ry="11" fill="${p.accent}"/><ellipse cx="${160 + side * 22}" cy="112" rx="3" ry="9" fill="${INK}"/>`,
      )
      .join(''),
    `<path d="M153 132 H167 L160 140 Z" fill="#E5707E"/>`,
    `<path d="M160 140 Q152 150 144 146 M160 140 Q168 150 176 146" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    `<path d="M132 136 H104 M132 142 L106 150 M188 136 H216 M188 142 L214 150" stroke="${INK}" stroke-width="2" stroke-linecap="round" opacity="0.55"/>`,
  ].join('');
}

function parrot(p: Palette): string {
  return [
    `<path d="M40 226 H280" stroke="#8B5E3C" stroke-width="10" stroke-linecap="round"/>`,
    `<ellipse cx="160" cy="170" rx="52" ry="62" fill="${p.fur}"/>`,
    `<ellipse cx="122" cy="178" rx="20" ry="44" transform="rotate(14 122 178)" fill="#3F8F35"/>`,
    `<ellipse cx="198" cy="178" rx="20" ry="44" transform="rotate(-14 198 178)" fill="#3F8F35"/>`,
    `<circle cx="160" cy="96" r="46" fill="${p.accent}"/>`,
    `<path d="M160 56 C150 26 172 16 186 26 C170 30 170 42 176 54 Z" fill="${p.accent}"/>`,
    eyes(88, 20, 7),
    `<path d="M146 104 Q160 96 174 104 Q172 130 160 136 Q148 130 146 104 Z" fill="#F4D03F" stroke="#8A6D2F" stroke-width="2"/>`,
    `<circle cx="142" cy="224" r="7" fill="#8A8A8A"/><circle cx="178" cy="224" r="7" fill="#8A8A8A"/>`,
  ].join('');
}

const DRAW: Record<LandingPet, (p: Palette) => string> = { dog, cat, parrot };

/** The brand's bubble with a paw, small in the corner, as on a call's own tile. */
const BUBBLE = `<g transform="translate(262 14) scale(0.9)"><path fill="${BRAND.orange}" d="M10 5h28a8 8 0 0 1 8 8v17a8 8 0 0 1-8 8H23l-9.5 7.5a1 1 0 0 1-1.6-.8V38H10a8 8 0 0 1-8-8V13a8 8 0 0 1 8-8Z"/><g fill="${BRAND.cream}"><ellipse cx="24" cy="27.5" rx="7.2" ry="5.8"/><ellipse cx="14.8" cy="19.6" rx="2.9" ry="3.4"/><ellipse cx="20.4" cy="14.2" rx="2.9" ry="3.5"/><ellipse cx="27.6" cy="14.2" rx="2.9" ry="3.5"/><ellipse cx="33.2" cy="19.6" rx="2.9" ry="3.4"/></g></g>`;

/** A pet on a video call: a 4:3 tile with rounded corners, the pet in its room, a live dot. */
export function landingSvg(pet: LandingPet): string {
  const p = PALETTES[pet];
  const { width, height } = LANDING_IMAGES[pet];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><clipPath id="tile"><rect width="${width}" height="${height}" rx="24"/></clipPath></defs>`,
    `<g clip-path="url(#tile)">`,
    `<rect width="${width}" height="${height}" fill="${p.room}"/>`,
    `<rect x="24" y="28" width="72" height="92" rx="10" fill="${p.roomShade}"/>`,
    `<circle cx="268" cy="196" r="70" fill="${p.roomShade}"/>`,
    DRAW[pet](p),
    `</g>`,
    `<rect x="14" y="14" width="54" height="22" rx="11" fill="rgba(0,0,0,0.55)"/><circle cx="28" cy="25" r="5" fill="#4FD69F"/><rect x="38" y="22" width="22" height="6" rx="3" fill="#fff"/>`,
    BUBBLE,
    `</svg>`,
  ].join('');
}

const FILES: Record<string, LandingPet> = Object.fromEntries(
  (Object.keys(LANDING_IMAGES) as LandingPet[]).map((pet) => [LANDING_IMAGES[pet].src.slice(1), pet]),
);

/** Emits the pictures into the build, and serves them in development (and in Storybook). */
export function landingImages(): Plugin {
  return {
    name: 'petchat-landing-images',
    generateBundle() {
      for (const [fileName, pet] of Object.entries(FILES))
        this.emitFile({ type: 'asset', fileName, source: landingSvg(pet) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pet = FILES[(request.url ?? '').split('?')[0].slice(1)];
        if (!pet) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(landingSvg(pet));
      });
    },
  };
}
