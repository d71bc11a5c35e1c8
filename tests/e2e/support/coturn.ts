import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

export interface Coturn {
  /** The `turn:` URL for TURN_URLS (UDP on the listening address). */
  url: string;
  /** The same listener over TCP: `turn:IP:PORT?transport=tcp`. */
  tcpUrl: string;
  /** `turns:IP:TLS_PORT?transport=tcp` when started with `tls`, else undefined. */
  tlsUrl: string | undefined;
  port: number;
  /** Everything coturn logged so far, from its log file (allocations name the TURN username). */
  log(): string;
  stop(): Promise<void>;
}

/** A UDP port nobody listens on right now (the OS picks it). */
function freeUdpPort(ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, ip, () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** A STUN Binding request (RFC 5389): type 0x0001, length 0, magic cookie, transaction id. */
function bindingRequest(): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16BE(0x0001, 0);
  header.writeUInt16BE(0, 2);
  header.writeUInt32BE(0x2112a442, 4);
  return Buffer.concat([header, randomBytes(12)]);
}

/** Resolves once the server answers a STUN Binding request on `port` (a success response, 0x0101). */
function answersStun(ip: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const timer = setTimeout(() => done(false), timeoutMs);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    socket.on('error', () => done(false));
    socket.on('message', (message) => done(message.readUInt16BE(0) === 0x0101));
    socket.send(bindingRequest(), port, ip);
  });
}

export interface CoturnOptions {
  /** Where coturn listens (UDP and TCP on one port) and relays from; 127.0.0.1 by default. */
  ip?: string;
  /** A TLS listener too (`turns:`), with this certificate and key (PEM files). */
  tls?: { cert: string; key: string };
}

/** A TCP port nobody listens on right now (the OS picks it). */
function freeTcpPort(ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, ip, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Debian's coturn on loopback (or `ip`) with the TURN REST scheme (`use-auth-secret`): it
 * accepts exactly the short-lived credentials the PetChat server derives from the same secret,
 * and relays between loopback addresses (`allow-loopback-peers`, for tests only). It listens on
 * one port over UDP and TCP (and on a second port over TLS with `tls`). Ready when it answers STUN.
 */
export async function startCoturn(secret: string, options: CoturnOptions = {}): Promise<Coturn> {
  if (!existsSync(TURNSERVER)) throw new Error(`coturn is missing at ${TURNSERVER}: apt-get install -y coturn`);
  const ip = options.ip ?? '127.0.0.1';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petchat-coturn-'));
  const port = await freeUdpPort(ip);
  const tlsPort = options.tls ? await freeTcpPort(ip) : undefined;
  const logFile = path.join(dir, 'turnserver.log');
  const args = [
    '-n',
    `--listening-ip=${ip}`,
    `--relay-ip=${ip}`,
    `--listening-port=${port}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=petchat',
    ...(options.tls
      ? [`--tls-listening-port=${tlsPort}`, `--cert=${options.tls.cert}`, `--pkey=${options.tls.key}`]
      : ['--no-tls']),
    '--no-dtls',
    '--allow-loopback-peers',
    '--no-cli',
    '--fingerprint',
    // Sessions are logged with --verbose; to a file, which coturn flushes line by line (its
    // stdout is block-buffered into a pipe).
    '--verbose',
    `--log-file=${logFile}`,
    '--simple-log',
    // Its defaults live under /var: keep every file of this run in a temporary folder.
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
    `--userdb=${path.join(dir, 'turndb')}`,
  ];
  const child: ChildProcess = spawn(TURNSERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!(await answersStun(ip, port, 250))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`coturn did not start on port ${port}:\n${output.slice(-2000)}`);
    }
  }
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  return {
    url: `turn:${ip}:${port}?transport=udp`,
    tcpUrl: `turn:${ip}:${port}?transport=tcp`,
    tlsUrl: tlsPort ? `turns:${ip}:${tlsPort}?transport=tcp` : undefined,
    port,
    log,
    stop,
  };
}
