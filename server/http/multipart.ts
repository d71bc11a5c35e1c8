import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, unprocessable } from './errors';

/**
 * Reads the one file of a multipart request into memory, at most `maxBytes`.
 *
 * The size is decided by counting the bytes received, not by busboy's `truncated` flag alone:
 * busboy sets that flag when it cuts the stream, and a reader that has already taken the last
 * (cut) chunk may finish before seeing it — the over-limit file then arrived silently truncated
 * and was stored. Registering the multipart plugin with `fileSize: maxBytes + 1` (see
 * `multipartLimits`) means an over-limit file always delivers more than `maxBytes` bytes here, so
 * it is refused every time. A body the multipart parser cannot read (no boundary, broken
 * framing) is the client's mistake: 400, never 500.
 */
export async function readSingleFile(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ throwFileSizeLimit: false });
  } catch (error) {
    throw asClientError(error);
  }
  if (!part || part.fieldname !== opts.field) throw unprocessable(opts.missing, { [opts.field]: [opts.missing] });
  const chunks: Buffer[] = [];
  let total = 0;
  let tooLarge = false;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      total += chunk.length;
      // Keep draining (busboy discards the rest) but hold on to nothing more.
      if (total > opts.maxBytes) tooLarge = true;
      else chunks.push(chunk);
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (tooLarge || part.file.truncated) throw new HttpError(413, opts.tooLarge);
  return Buffer.concat(chunks, total);
}

/** Limits for `@fastify/multipart` matching `readSingleFile`: one file, one byte over the maximum. */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 };
}

function asClientError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return error as Error;
  // @fastify/multipart's own errors carry a 4xx status; busboy's parser errors carry none.
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  return badRequest('Malformed multipart body.');
}
