/**
 * The search bench's client, on a thread of its own (as a browser is another process): the
 * answer's arrival is timed here, so work the server thread does after answering (a write it
 * runs beside the search, PGlite's statements) is not counted as the client's wait.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ClientReply, type ClientRequest, httpClient } from './http-client';

const port = parentPort;
if (!port) throw new Error('client-worker.ts runs as a worker thread');
const call = httpClient((workerData as { port: number }).port);
port.on('message', (request: ClientRequest) => {
  call(request.method, request.route, request.authorization, request.body, request.timed).then(
    (answer) => port.postMessage({ id: request.id, answer } satisfies ClientReply),
    (error: unknown) => port.postMessage({ id: request.id, error: String(error) } satisfies ClientReply),
  );
});
