import type { Writable } from 'node:stream';
// node:timers' own function: a test's fake timers replace the global one, and a held socket must
// still be released.
import { setImmediate } from 'node:timers';
import type { Redis } from 'ioredis';

/**
 * Coalesces the commands written to one ioredis connection during one turn of the event loop
 * into one socket write. ioredis writes every command to its socket at once, and on loopback
 * that write (a syscall that also delivers the bytes to redis-server) was the largest single
 * cost of a Redis search: 12 % of the server thread in the matching bench (issue 30). Under load
 * many searches arrive in one turn, each from its own HTTP socket, so holding the socket
 * (`cork`) until the turn's check phase (`setImmediate`) sends them together; Redis then also
 * answers them in one reply packet.
 *
 * Order is untouched: a corked socket keeps its writes in order, and commands of other
 * adapters on the same connection simply ride along. Nothing is held while the connection is
 * not ready (ioredis queues those commands itself and replays them in order).
 *
 * Returns `hold()`: call it right before sending a command.
 */
export function writeBatcher(client: Redis): () => void {
  let held: Writable | null = null;
  const release = () => {
    const stream = held;
    held = null;
    // One uncork per cork: other holders of the same socket keep theirs.
    stream?.uncork();
  };
  return function hold() {
    if (held !== null || client.status !== 'ready') return;
    const stream = (client as unknown as { stream?: Writable }).stream;
    if (!stream || stream.destroyed) return;
    stream.cork();
    held = stream;
    setImmediate(release);
  };
}
