import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors answered before a request reaches Fastify's routing (Node's HTTP parser: oversized
 * headers, malformed requests, request timeouts) or by Fastify's router itself (a URL that does
 * not decode): in the contract's `{message}` body shape too, like every other error (API.md).
 */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request header fields too large.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Request timed out.' };
  return { status: 400, message: 'Malformed request.' };
}

/** Fastify's `clientErrorHandler` option. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** Fastify's `frameworkErrors` option (bad URL encoding, over-long route parameters). */
export function frameworkErrors(error: Error & { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ message: 'Malformed request.' });
}
