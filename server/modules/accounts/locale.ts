import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../contract/user';

/** The sign-up language: the body's `locale`, else the `language` cookie, else Accept-Language. */
export function signupLocale(request: FastifyRequest, bodyLocale: Locale | undefined): Locale {
  if (bodyLocale) return bodyLocale;
  const cookie = request.cookies.language;
  if (cookie === 'ua' || cookie === 'en') return cookie;
  const accept = request.headers['accept-language'] ?? '';
  // The first listed language decides; Ukrainian is 'uk' in BCP 47 (some clients send 'ua').
  const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('uk') || first.startsWith('ua') ? 'ua' : 'en';
}
