import sharp from 'sharp';
import type { Plugin } from 'vite';
import { brand as BRAND } from '../src/styles/brand.ts';

/**
 * The installed app's icons (web app manifest), drawn at build from the favicon's speech bubble
 * and paw, in the brand colours of src/styles/theme.css.ts. Like the breed pictures they are
 * generated, not committed; here as PNGs, because Chromium's installability check and iOS want
 * raster icons of 192 and 512 px.
 */

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
] as const;

/** The favicon's drawing (48 × 48 units): a bubble with a paw. */
const GLYPH = `<path fill="${BRAND.orange}" d="M10 5h28a8 8 0 0 1 8 8v17a8 8 0 0 1-8 8H23l-9.5 7.5a1 1 0 0 1-1.6-.8V38H10a8 8 0 0 1-8-8V13a8 8 0 0 1 8-8Z"/><g fill="${BRAND.cream}"><ellipse cx="24" cy="27.5" rx="7.2" ry="5.8"/><ellipse cx="14.8" cy="19.6" rx="2.9" ry="3.4" transform="rotate(-20 14.8 19.6)"/><ellipse cx="20.4" cy="14.2" rx="2.9" ry="3.5" transform="rotate(-6 20.4 14.2)"/><ellipse cx="27.6" cy="14.2" rx="2.9" ry="3.5" transform="rotate(6 27.6 14.2)"/><ellipse cx="33.2" cy="19.6" rx="2.9" ry="3.4" transform="rotate(20 33.2 19.6)"/></g>`;

/**
 * `glyphShare` of the side is taken by the drawing, centred on a cream square. A maskable icon
 * keeps it inside the middle 80 % (the safe zone a launcher's mask never cuts) and fills the
 * whole square, as the mask may be any shape.
 */
function iconSvg(size: number, glyphShare: number, rounded: boolean): string {
  const glyph = size * glyphShare;
  const offset = (size - glyph) / 2;
  const radius = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND.cream}"/><g transform="translate(${offset} ${offset}) scale(${glyph / 48})">${GLYPH}</g></svg>`;
}

export async function renderIcon(size: number, maskable: boolean): Promise<Buffer> {
  const svg = maskable ? iconSvg(size, 0.62, false) : iconSvg(size, 0.8, true);
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SPECS: Record<string, { size: number; maskable: boolean }> = {
  'icons/icon-192.png': { size: 192, maskable: false },
  'icons/icon-512.png': { size: 512, maskable: false },
  'icons/maskable-512.png': { size: 512, maskable: true },
  // iOS draws its own rounded corners and ignores transparency: a full square.
  'icons/apple-touch-icon.png': { size: 180, maskable: true },
};

/** Emits the icons into the build, and serves them in development. */
export function appIcons(): Plugin {
  return {
    name: 'petchat-app-icons',
    async generateBundle() {
      for (const [fileName, spec] of Object.entries(SPECS))
        this.emitFile({ type: 'asset', fileName, source: await renderIcon(spec.size, spec.maskable) });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const spec = SPECS[(request.url ?? '').split('?')[0].slice(1)];
        if (!spec) return next();
        response.setHeader('content-type', 'image/png');
        response.end(await renderIcon(spec.size, spec.maskable));
      });
    },
  };
}
