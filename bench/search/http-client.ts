import http from 'node:http';

export interface Answer {
  status: number;
  body: unknown;
  /** From the request's start to its answer's last byte, on the client's thread. */
  ms: number;
}

/** The header that marks the timed (starter's) request, for the server-side figure. */
export const TIMED = 'x-bench-timed';

/** A browser-like client of the bench's server: kept-alive sockets, JSON in and out. */
export function httpClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return (method: string, route: string, authorization: string, body?: unknown, timed = false): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: `/api${route}`,
          agent,
          headers: {
            authorization,
            ...(timed ? { [TIMED]: '1' } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - started;
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, ms });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** What the bench asks the client thread to send. */
export interface ClientRequest {
  id: number;
  method: string;
  route: string;
  authorization: string;
  body?: unknown;
  timed?: boolean;
}

export type ClientReply = { id: number; answer: Answer } | { id: number; error: string };
