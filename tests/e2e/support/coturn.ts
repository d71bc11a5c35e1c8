import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

export interface Coturn {
  /** The `turn:` URL for TURN_URLS (UDP on loopback). */
  url: string;
  port: number;
  /** Everything coturn logged so far, from its log file (allocations name the TURN username). */
  log(): string;
  stop(): Promise<void>;
}

/** A UDP port nobody listens on right now (the OS picks it). */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
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
function answersStun(port: number, timeoutMs: number): Promise<boolean> {
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
    socket.send(bindingRequest(), port, '127.0.0.1');
  });
}

/**
 * Debian's coturn on loopback with the TURN REST scheme (`use-auth-secret`): it accepts exactly
 * the short-lived credentials the PetChat server derives from the same secret, and relays
 * between loopback addresses (`allow-loopback-peers`, for tests only). Ready when it answers STUN.
 */
export async function startCoturn(secret: string): Promise<Coturn> {
  if (!existsSync(TURNSERVER)) throw new Error(`coturn is missing at ${TURNSERVER}: apt-get install -y coturn`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petchat-coturn-'));
  const port = await freeUdpPort();
  const logFile = path.join(dir, 'turnserver.log');
  const args = [
    '-n',
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=petchat',
    '--no-tls',
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
  while (!(await answersStun(port, 250))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`coturn did not start on port ${port}:\n${output.slice(-2000)}`);
    }
  }
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  return { url: `turn:127.0.0.1:${port}?transport=udp`, port, log, stop };
}
