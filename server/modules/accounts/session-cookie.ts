import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * The refresh token travels only in this cookie: httpOnly (no script can read it), SameSite=
 * Strict (never sent by another site), limited to /api, and Secure when the app is served
 * over https.
 */
export const REFRESH_COOKIE = 'petchat_refresh';
export const REFRESH_COOKIE_PATH = '/api';

function options(config: AppConfig) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl.startsWith('https:'),
  };
}

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(config), maxAge: config.refreshTokenTtlDays * 86_400 });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, options(config));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : null;
}
