import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The real `server/main.ts` in its own process, with a fresh data folder. */
export class ServerProcess {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;
  readonly ready: Promise<string>;

  constructor(dataDir: string, env: Record<string, string> = {}) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        JWT_SECRET: 'shutdown-test',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      this.lines.push(...parts);
    };
    this.child.stdout?.on('data', onData);
    this.child.stderr?.on('data', onData);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.ready = new Promise((resolve, reject) => {
      const check = () => {
        const line = this.lines.find((l) => l.includes('PetChat is ready: '));
        if (line) resolve(/PetChat is ready: (\S+)/.exec(line)?.[1] ?? '');
      };
      this.child.stdout?.on('data', check);
      void this.exited.then(() => reject(new Error(`server exited early:\n${this.lines.join('\n')}`)));
    });
  }

  /** Resolves once a log line matches (the log is the server's own account of what it did). */
  waitForLine(match: (line: string) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.lines.some(match)) {
          this.child.stdout?.off('data', check);
          resolve();
        }
      };
      this.child.stdout?.on('data', check);
      check();
    });
  }

  /** The server's process id (the API bench reads its CPU time from /proc). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  kill(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }
}

/** JSON call against a server process; `body` null for 204. */
export async function callProcess(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Signs up through the API, reads the code from the dev outbox, verifies: a verified user's token. */
export async function registerVerified(base: string, email: string, password = 'long-enough-password') {
  const [breed] = (await callProcess(base, 'GET', '/breeds')).body;
  const registered = await callProcess(base, 'POST', '/register', {
    name: 'Owner',
    phone: '+380501234567',
    email,
    password,
    pet_name: 'Kiwi',
    pet_breed: breed.id,
    pet_gender: 'girl',
    birth_date: '1990-05-14',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const [mail] = (await callProcess(base, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body;
  const code = /\b([A-Z0-9]{6})\b/.exec(mail.text)?.[1];
  const token: string = (await callProcess(base, 'POST', '/login', { email, password })).body.access_token;
  const verified = await callProcess(base, 'POST', '/verify-email', { email, verification_code: code }, token);
  if (verified.status !== 200) throw new Error(`verify-email: ${verified.status}`);
  return token;
}
