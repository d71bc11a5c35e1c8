import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** A listen address that only this machine can reach ('localhost' included). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

/**
 * preHandler for developer helpers (the dev outbox): a client that is not on this machine gets
 * the same 404 as a path that does not exist. Both the socket's peer and `request.ip` must be
 * loopback, so neither a forged `X-Forwarded-For` (with TRUST_PROXY) nor a reverse proxy on this
 * machine lets a remote client through.
 */
export function loopbackOnly(options: { allowRemote: boolean }) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (options.allowRemote) return;
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
      throw notFound('Not found.', 'not_found');
  };
}
