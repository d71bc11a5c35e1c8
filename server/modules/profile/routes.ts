import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  changeEmailSchema,
  changePasswordSchema,
  chooseBreedSchema,
  confirmEmailSchema,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PROFILE_MESSAGES,
  profileUpdateSchema,
} from '../../../contract/profile';
import { birthDateBody } from '../../../contract/safety';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { parseWith, unauthorized } from '../../http/errors';
import { multipartLimits, readSingleFile } from '../../http/multipart';
import { clearRefreshCookie } from '../accounts/session-cookie';
import { routeAccess } from '../api-docs/route-access';
import type { ProfileService } from './service';

/** What the profile routes are handed (server/composition.ts). */
export interface ProfileRouteDeps {
  profile: ProfileService;
  guards: Pick<Guards, 'verified'>;
  config: AppConfig;
}

/** A JSON body with `birth_date` and none of the profile's fields sets the date of birth (once). */
const isBirthDateOnly = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'birth_date' in body && !('name' in body) && !('pet_name' in body);

/** Reads the single `image` file of a multipart POST /update: over 5 MiB is 413, every time. */
const readPhoto = (request: FastifyRequest) =>
  readSingleFile(request, {
    field: PHOTO_FIELD,
    maxBytes: PHOTO_MAX_BYTES,
    missing: PROFILE_MESSAGES.photoMissing,
    tooLarge: PROFILE_MESSAGES.photoTooLarge,
  });

export function profileRoutes(ctx: ProfileRouteDeps): FastifyPluginAsync {
  const { profile: service } = ctx;
  return async (app) => {
    // Multipart only for this module's routes, with limits that fit one profile photo.
    await app.register(fastifyMultipart, { limits: multipartLimits(PHOTO_MAX_BYTES) });

    const route = routeAccess({ verified: ctx.guards.verified });
    const auth = (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
      return request.auth;
    };

    app.post(
      '/update',
      route('verified', {
        tag: 'Profile',
        summary: 'Update the profile (JSON) or upload a photo (multipart `image`)',
        body: profileUpdateSchema,
        multipart: 'image: JPEG, PNG, WebP or GIF, at most 5 MiB',
        responses: { 200: '{user}', 413: 'Over 5 MiB, nothing stored', 422: 'Validation failed' },
      }),
      async (request) => {
        const user = currentUser(request);
        if (request.isMultipart()) return { user: await service.uploadPhoto(user, await readPhoto(request)) };
        if (isBirthDateOnly(request.body))
          return { user: await service.setBirthDate(user, parseWith(birthDateBody, request.body).birth_date) };
        return { user: await service.updateProfile(user, parseWith(profileUpdateSchema, request.body)) };
      },
    );

    app.delete(
      '/delete-photo',
      route('verified', {
        tag: 'Profile',
        summary: 'Remove the profile photo',
        responses: { 200: '{user}' },
      }),
      async (request) => ({
        user: await service.deletePhoto(currentUser(request)),
      }),
    );

    app.delete(
      '/delete-profile',
      route('verified', {
        tag: 'Profile',
        summary: 'Delete the account; all sessions revoked',
        responses: { 200: '{user}' },
      }),
      async (request, reply) => {
        const user = await service.deleteAccount(currentUser(request));
        // The session is gone with the account; the browser may drop its refresh cookie too.
        clearRefreshCookie(reply, ctx.config);
        return { user };
      },
    );

    app.patch(
      '/update-email',
      route('verified', {
        tag: 'Profile',
        summary: 'Mail a code to a new address',
        body: changeEmailSchema,
        responses: { 202: 'Code sent', 422: 'Same or taken email' },
      }),
      async (request, reply) => {
        const { email } = parseWith(changeEmailSchema, request.body);
        await service.requestEmailChange(currentUser(request), email);
        return reply.status(202).send({ message: PROFILE_MESSAGES.emailChangeSent });
      },
    );

    app.post(
      '/confirm-email',
      route('verified', {
        tag: 'Profile',
        summary: 'Confirm the new address with its code',
        body: confirmEmailSchema,
        responses: { 200: '{user}', 422: 'Wrong code' },
      }),
      async (request) => {
        const { verification_code } = parseWith(confirmEmailSchema, request.body);
        return { user: await service.confirmEmailChange(currentUser(request), verification_code) };
      },
    );

    app.patch(
      '/update-password',
      {
        ...route('verified', {
          tag: 'Profile',
          summary: 'Change the password; other sessions revoked',
          body: changePasswordSchema,
          responses: { 200: '{message}', 422: 'Wrong old password or mismatch' },
        }),
        // Keyed by account, after the guard: a stolen access token must not become an oracle
        // for guessing the old password (and so taking the account over).
        config: {
          rateLimit: {
            max: 10,
            timeWindow: '15 minutes',
            hook: 'preHandler',
            keyGenerator: (r: FastifyRequest) => `update-password:${r.auth?.user.id ?? r.ip}`,
          },
        },
      },
      async (request) => {
        const input = parseWith(changePasswordSchema, request.body);
        await service.changePassword(auth(request), input);
        return { message: PROFILE_MESSAGES.passwordChanged };
      },
    );

    app.patch(
      '/choose-breed',
      route('verified', {
        tag: 'Profile',
        summary: "Set or clear the pet's breed",
        body: chooseBreedSchema,
        responses: { 200: '{user}', 422: 'No such breed' },
      }),
      async (request) => {
        const { breed_id } = parseWith(chooseBreedSchema, request.body);
        return service.chooseBreed(currentUser(request), breed_id);
      },
    );
  };
}
