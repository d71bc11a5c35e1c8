import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { hashToken, randomToken } from '../../../server/auth/tokens';
import type { AppContext } from '../../../server/context';
import { breeds, refreshTokens } from '../../../server/db/schema/index';
import type { Mail, Mailer } from '../../../server/ports/mail';
import { startTestServer, type TestServer } from '../support/server';

/** A mailer that keeps every mail, for reading codes in tests. */
export function capturingMailer(): Mailer & { sent: Mail[]; lastTo(to: string): Mail | undefined } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastTo: (to) => sent.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1),
  };
}

/** A clock tests move by hand; the server reads it through ctx.now. */
export function manualClock(start = new Date('2026-03-01T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface ProfileTestServer extends TestServer {
  mailer: ReturnType<typeof capturingMailer>;
  clock: ReturnType<typeof manualClock>;
  api(path: string, init?: RequestInit & { json?: unknown; headers?: Record<string, string> }): Promise<Response>;
}

export async function startProfileServer(): Promise<ProfileTestServer> {
  const mailer = capturingMailer();
  const clock = manualClock();
  const server = await startTestServer({ overrides: { mailer, now: clock.now } });
  return {
    ...server,
    mailer,
    clock,
    api(path, init = {}) {
      const { json, headers = {}, ...rest } = init;
      return fetch(`${server.url}/api${path}`, {
        ...rest,
        headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: json === undefined ? rest.body : JSON.stringify(json),
      });
    },
    async close() {
      await server.close();
      await fs.rm(server.ctx.config.dataDir, { recursive: true, force: true });
    },
  };
}

let breedCounter = 0;
export async function insertBreed(ctx: AppContext, name?: string) {
  breedCounter += 1;
  const label = name ?? `Test breed ${breedCounter}`;
  const [row] = await ctx.db
    .insert(breeds)
    .values({ name: label, nameUa: `${label} (ua)`, image: `/media/breeds/test-${breedCounter}.svg` })
    .returning();
  return row;
}

/** One more live session (another device) of a user: its own refresh family and access token. */
export async function extraSession(ctx: AppContext, userId: number) {
  const familyId = randomUUID();
  await ctx.db.insert(refreshTokens).values({
    id: randomUUID(),
    userId,
    familyId,
    tokenHash: hashToken(randomToken()),
    expiresAt: new Date(ctx.now().getTime() + 86400_000),
  });
  const token = await ctx.signer.sign({ userId, familyId });
  return { familyId, headers: { authorization: `Bearer ${token}` } };
}

/** A noisy picture (so it does not compress to nothing) in the given format. */
export async function picture(
  opts: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' | 'gif'; alpha?: boolean } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, format = 'jpeg', alpha = false } = opts;
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 31) % 256;
  if (alpha) for (let i = 3; i < raw.length; i += 4) raw[i] = 128;
  return sharp(raw, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

export function photoForm(
  bytes: Uint8Array,
  opts: { field?: string; filename?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  form.append(
    opts.field ?? 'image',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/jpeg' }),
    opts.filename ?? 'photo.jpg',
  );
  return form;
}

/**
 * Whether EXIF data (as sharp returns it: "Exif\0\0" + TIFF) has a GPS IFD, i.e. IFD0 holds
 * the GPSInfo pointer tag 0x8825. Small on purpose: tests must not trust the code under test.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Every file under a folder, relative paths, sorted (to prove nothing was stored). */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath.slice(dir.length + 1)}/${e.name}`.replace(/^\//, ''))
      .sort();
  } catch {
    return [];
  }
}
