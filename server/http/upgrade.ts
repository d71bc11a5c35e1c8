import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void | Promise<void>;

/**
 * Routes WebSocket upgrades by exact path. Two `ws` servers bound to one HTTP server with
 * `{ server, path }` would each answer the other's upgrades with 400, so every WebSocket
 * endpoint (/peerjs/peerjs, /realtime) runs with `noServer` and is reached through this router.
 */
export class UpgradeRouter {
  private readonly routes = new Map<string, UpgradeHandler>();
  private readonly servers = new WeakSet<Server>();
  /** Upgraded sockets still open, per routed path (read by the metrics at scrape time). */
  private readonly open = new Map<string, Set<Duplex>>();

  route(path: string, handler: UpgradeHandler): void {
    if (this.routes.has(path)) throw new Error(`WebSocket path ${path} is already routed`);
    this.routes.set(path, handler);
    this.open.set(path, new Set());
  }

  /** Open sockets per routed path, including those still in their handshake. */
  openSockets(): ReadonlyMap<string, number> {
    return new Map([...this.open].map(([path, sockets]) => [path, sockets.size]));
  }

  /** Listens for upgrades on the server; attaching the same server twice is a no-op. */
  attach(server: Server): void {
    if (this.servers.has(server)) return;
    this.servers.add(server);
    server.on('upgrade', this.handle);
  }

  readonly handle = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    let path = '/';
    try {
      path = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      // A malformed URL matches no route.
    }
    const handler = this.routes.get(path);
    if (!handler) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const open = this.open.get(path);
    open?.add(socket);
    socket.once('close', () => open?.delete(socket));
    Promise.resolve()
      .then(() => handler(request, socket, head))
      .catch(() => {
        if (!socket.destroyed)
          socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      });
  };
}
