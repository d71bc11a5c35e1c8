import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  forgotSchema,
  loginSchema,
  resendSchema,
  resetSchema,
  signupSchema,
  verifySchema,
} from '../../../contract/auth';
import type { LoginResponse, MeResponse, MessageResponse, RefreshResponse, UserResponse } from '../../../contract/user';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { parseWith, unauthorized } from '../../http/errors';
import { routeAccess } from '../api-docs/route-access';
import { signupLocale } from './locale';
import { assertSameOrigin } from './origin';
import type { PasswordResetService } from './password-reset';
import type { AccountsService } from './service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';
import type { SessionsService } from './sessions';

/** What the accounts routes are handed (server/composition.ts). */
export interface AccountsRouteDeps {
  accounts: AccountsService;
  sessions: SessionsService;
  passwordReset: PasswordResetService;
  guards: Pick<Guards, 'signedIn' | 'authenticate'>;
  config: AppConfig;
}

/** Accounts and session (API.md): HTTP only; rules live in the services. */
export function accountsRoutes(ctx: AccountsRouteDeps): FastifyPluginAsync {
  const { config, guards, accounts, sessions, passwordReset } = ctx;
  // Per client IP and route, on top of the per-account limits in the services.
  const perIp = { config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } } };
  const route = routeAccess({ signedIn: guards.signedIn });

  return async (app) => {
    app.post(
      '/register',
      {
        ...route('public', {
          tag: 'Accounts',
          summary: 'Create an account; a 6-character code is mailed',
          body: signupSchema,
          responses: { 201: '{user}', 422: 'Validation failed, or the email is taken', 429: 'Rate limited' },
        }),
        ...perIp,
      },
      async (request, reply) => {
        const input = parseWith(signupSchema, request.body);
        const user = await accounts.register(input, signupLocale(request, input.locale));
        return reply.status(201).send({ user } satisfies UserResponse);
      },
    );

    app.post(
      '/login',
      {
        ...route('public', {
          tag: 'Accounts',
          summary: 'Sign in; sets the refresh cookie',
          body: loginSchema,
          responses: {
            200: '{access_token, user}',
            403: 'Account suspended or banned {message, code (suspended|banned), reason, until, note, appeal_token (ban only)}',
            422: 'Invalid credentials',
            429: 'Rate limited',
          },
        }),
        ...perIp,
      },
      async (request, reply) => {
        const { accessToken, refreshToken, user } = await sessions.login(
          parseWith(loginSchema, request.body),
          request.ip,
        );
        setRefreshCookie(reply, config, refreshToken);
        return { access_token: accessToken, user } satisfies LoginResponse;
      },
    );

    app.post(
      '/refresh',
      {
        ...route('public', {
          tag: 'Accounts',
          summary: 'New access token from the refresh cookie (rotated)',
          responses: { 200: '{access_token}', 401: 'No or revoked refresh token' },
        }),
        ...perIp,
      },
      async (request, reply) => {
        assertSameOrigin(request, config.publicUrl);
        const presented = readRefreshCookie(request);
        if (!presented) throw unauthorized('No session to refresh. Please log in.');
        try {
          const { accessToken, refreshToken } = await sessions.refresh(presented);
          setRefreshCookie(reply, config, refreshToken);
          return { access_token: accessToken } satisfies RefreshResponse;
        } catch (error) {
          clearRefreshCookie(reply, config);
          throw error;
        }
      },
    );

    // Works with the access token, or with only the refresh cookie when the access token has
    // expired, so a user can always sign out.
    app.post(
      '/logout',
      route('public', {
        tag: 'Accounts',
        summary: 'Revoke the refresh token and clear the cookie',
        responses: { 204: 'Signed out' },
      }),
      async (request, reply) => {
        const auth = await tryAuthenticate(request);
        const cookie = readRefreshCookie(request);
        if (!auth) assertSameOrigin(request, config.publicUrl);
        const session = auth ? { userId: auth.user.id, familyId: auth.familyId } : undefined;
        const ended = await sessions.logout({ session, refreshToken: cookie });
        clearRefreshCookie(reply, config);
        if (!ended) throw unauthorized();
        return reply.status(204).send();
      },
    );

    app.get(
      '/me',
      route('signedIn', {
        tag: 'Accounts',
        summary: 'The signed-in user',
        responses: { 200: '{user, trial_message?, warning?}', 401: 'Not authenticated' },
      }),
      async (request) => (await accounts.me(currentUser(request), request.auth?.familyId)) satisfies MeResponse,
    );

    app.post(
      '/verify-email',
      {
        ...route('signedIn', {
          tag: 'Accounts',
          summary: 'Verify the email with the mailed code; the trial starts',
          body: verifySchema,
          responses: { 200: '{user}', 401: 'Wrong code', 429: 'Too many attempts' },
        }),
        ...perIp,
      },
      async (request) => {
        const user = await accounts.verifyEmail(currentUser(request), parseWith(verifySchema, request.body));
        return { user } satisfies UserResponse;
      },
    );

    app.post(
      '/resend-verify-code',
      {
        ...route('signedIn', {
          tag: 'Accounts',
          summary: 'Mail a new verification code',
          body: resendSchema,
          responses: { 200: '{message}', 404: 'No such user', 422: 'Bad email', 429: 'Within 120 s' },
        }),
        ...perIp,
      },
      async (request) => {
        await accounts.resendCode(currentUser(request), parseWith(resendSchema, request.body));
        return { message: 'A new verification code has been sent.' } satisfies MessageResponse;
      },
    );

    app.post(
      '/forgot-password',
      {
        ...route('public', {
          tag: 'Accounts',
          summary: 'Mail a password reset link (same answer for any email)',
          body: forgotSchema,
          responses: { 200: '{message}', 429: 'Rate limited' },
        }),
        ...perIp,
      },
      async (request) => {
        const message = await passwordReset.forgot(parseWith(forgotSchema, request.body));
        return { message } satisfies MessageResponse;
      },
    );

    app.post(
      '/reset-password',
      {
        ...route('public', {
          tag: 'Accounts',
          summary: 'Set a new password with the mailed token',
          body: resetSchema,
          responses: { 200: '{message}', 422: 'Bad or expired token, or mismatch' },
        }),
        ...perIp,
      },
      async (request) => {
        await passwordReset.reset(parseWith(resetSchema, request.body));
        return { message: 'Your password has been reset.' } satisfies MessageResponse;
      },
    );

    const online = async (request: FastifyRequest, reply: FastifyReply) => {
      await accounts.markOnline(currentUser(request));
      return reply.status(204).send();
    };
    app.put(
      '/ping',
      route('signedIn', {
        tag: 'Accounts',
        summary: 'Keep-alive: marks the user online',
        responses: { 204: 'Online' },
      }),
      online,
    );
    app.post(
      '/add-online',
      route('signedIn', {
        tag: 'Accounts',
        summary: 'Same as PUT /ping',
        responses: { 204: 'Online' },
      }),
      online,
    );
  };

  async function tryAuthenticate(request: FastifyRequest) {
    if (!request.headers.authorization) return null;
    try {
      return await guards.authenticate(request);
    } catch {
      return null;
    }
  }
}
