import type { AppConfig } from '../config';
import { isLoopbackHost } from './loopback-only';

/**
 * What a starting server must say about the dev outbox, which holds every verification code and
 * password-reset link: nothing when it is off (production) or reachable from this machine only;
 * a loud warning when ALLOW_REMOTE_OUTBOX lets other machines read it.
 */
export function outboxExposureWarning(config: AppConfig): string | null {
  if (config.nodeEnv === 'production') {
    return config.allowRemoteOutbox ? 'ALLOW_REMOTE_OUTBOX is ignored in production: there is no dev outbox.' : null;
  }
  if (!config.allowRemoteOutbox) return null;
  const where = isLoopbackHost(config.host)
    ? `any client that reaches ${config.host}:${config.port}`
    : `ANY MACHINE that reaches ${config.host}:${config.port}`;
  return [
    '!!! ALLOW_REMOTE_OUTBOX is set: the dev outbox (/api/dev/outbox) answers',
    `!!! ${where}. It holds every verification code and password-reset link:`,
    '!!! whoever reads it can take over any account. Use this on a trusted network only.',
  ].join('\n');
}
