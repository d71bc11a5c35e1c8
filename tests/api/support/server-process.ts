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

  kill(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }
}
