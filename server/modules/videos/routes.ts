import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteVideoBody, recordingNoticeBody } from '../../../contract/videos';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { badRequest, HttpError, parseWith } from '../../http/errors';
import { multipartLimits } from '../../http/multipart';
import { type MediaStorage, PRIVATE_PREFIX } from '../../ports/storage';
import { routeAccess } from '../api-docs/route-access';
import { DURATION_FIELD, NO_DETAILS, PARTNER_NAME_FIELD, type VideoDetails, videoDetailsOf } from './details';
import { refuseVideo } from './refusals';
import type { VideosService } from './service';
import { VIDEO_TOO_LARGE } from './sniff';
import { sweepSpool, videoSpoolDir } from './spool';

export const VIDEO_FIELD = 'video';
/** Where every video key lives (`videoKey` in media/keys.ts); partial uploads under it are swept at start. */
export const VIDEOS_PREFIX = `${PRIVATE_PREFIX}videos/`;

/** What the videos routes are handed (server/composition.ts). */
export interface VideosRouteDeps {
  videos: VideosService;
  storage: Pick<MediaStorage, 'sweepPartial'>;
  config: Pick<AppConfig, 'dataDir' | 'videoMaxBytes'>;
  guards: Pick<Guards, 'verified'>;
}

/**
 * API.md "Videos" plus POST /recording-notice. GET /get-time-limit is the chat module's
 * (CALL_TIME_LIMIT_MINUTES). Uploads are streamed to storage, never held in memory.
 */
export function videosRoutes(ctx: VideosRouteDeps): FastifyPluginAsync {
  const { config, videos: service } = ctx;
  return async (app) => {
    // A process killed mid-upload left a partial object behind: never a row, and now no file.
    await ctx.storage.sweepPartial(VIDEOS_PREFIX);
    await sweepSpool(videoSpoolDir(config.dataDir));
    await app.register(fastifyMultipart, { limits: multipartLimits(config.videoMaxBytes) });
    const route = routeAccess({ verified: ctx.guards.verified });

    app.get(
      '/recording-allowed',
      route('verified', {
        tag: 'Videos',
        summary: 'May this user record now',
        responses: { 200: 'Allowed, or why not' },
      }),
      async (request) => service.recordingAllowed(currentUser(request)),
    );

    app.get(
      '/get-video-limits',
      route('verified', {
        tag: 'Videos',
        summary: 'Daily count, size and time limits',
        responses: { 200: 'Limits and use' },
      }),
      async (request) => service.videoLimits(currentUser(request)),
    );

    app.post(
      '/save-video',
      route('verified', {
        tag: 'Videos',
        summary: 'Upload a recorded call (multipart, streamed)',
        multipart: 'video: WebM or MP4, checked by content',
        responses: {
          201: 'Saved video',
          403: 'Not subscribed, or limit used up',
          413: 'Too large',
          422: 'Not a video',
        },
      }),
      async (request, reply) => {
        let details = NO_DETAILS;
        const open = async () => {
          const part = await openVideoPart(request);
          details = part.details;
          return part.bytes;
        };
        const video = await service.saveVideo(currentUser(request), open, () => details);
        return reply.status(201).send({ video });
      },
    );

    app.get(
      '/get-videos',
      route('verified', {
        tag: 'Videos',
        summary: 'Saved videos with signed URLs',
        responses: { 200: 'Videos, newest first' },
      }),
      async (request) => service.listVideos(currentUser(request)),
    );

    app.delete(
      '/delete-video',
      route('verified', {
        tag: 'Videos',
        summary: 'Delete a saved video',
        body: deleteVideoBody,
        responses: { 200: 'Deleted', 404: 'No such video of yours' },
      }),
      async (request) => {
        const { videoId } = parseWith(deleteVideoBody, request.body);
        await service.deleteVideo(currentUser(request), Number(videoId));
        return { message: 'The video was deleted.' };
      },
    );

    app.post(
      '/recording-notice',
      route('verified', {
        tag: 'Videos',
        summary: 'Tell the partner that recording started or stopped',
        body: recordingNoticeBody,
        responses: { 204: 'Told', 403: 'Not in a call with them' },
      }),
      async (request, reply) => {
        await service.recordingNotice(currentUser(request), parseWith(recordingNoticeBody, request.body));
        return reply.status(204).send();
      },
    );
  };
}

/**
 * The `video` part of a multipart body as a stream of its bytes, with the client's fields sent
 * before it (details.ts). A failure after the part began (413/422 from the sniffer, a broken
 * connection) drains what is left, so the answer still goes out.
 */
async function openVideoPart(
  request: FastifyRequest,
): Promise<{ bytes: AsyncIterable<Uint8Array>; details: VideoDetails }> {
  if (!request.isMultipart()) throw refuseVideo('not_a_video');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ throwFileSizeLimit: false });
  } catch (error) {
    throw asClientError(error);
  }
  if (!part || part.fieldname !== VIDEO_FIELD) throw refuseVideo('not_a_video');
  const file = part.file;
  const details = videoDetailsOf({
    duration: fieldValue(part.fields, DURATION_FIELD),
    partnerName: fieldValue(part.fields, PARTNER_NAME_FIELD),
  });
  const bytes = (async function* () {
    let done = false;
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) yield chunk;
      done = true;
    } catch (error) {
      throw asClientError(error);
    } finally {
      if (!done) file.resume();
    }
    // busboy cut the file at max_bytes + 1: the counter has already refused it, this is a backstop.
    if (file.truncated) throw new HttpError(413, VIDEO_TOO_LARGE);
  })();
  return { bytes, details };
}

/** A text field of the multipart body (the first, if repeated); files and absent fields give undefined. */
function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const entry = fields[name];
  const first = (Array.isArray(entry) ? entry[0] : entry) as { type?: string; value?: unknown } | undefined;
  return first?.type === 'field' && typeof first.value === 'string' ? first.value : undefined;
}

function asClientError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  return badRequest('Malformed multipart body.');
}
