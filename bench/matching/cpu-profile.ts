/**
 * An optional CPU profile of the server thread over one window of bench/matching.ts
 * (BENCH_CPU_PROFILE=<dir>): where a search's server time goes, per pool. Written as
 * `<dir>/<bench>-<rate>.cpuprofile`, which Chrome DevTools and `summarise-profile.ts` read.
 * The profiler itself costs server time, so a profiled run's figures are not the bench's figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export interface Profiling {
  stop(): Promise<void>;
}

export async function startProfile(dir: string | undefined, name: string): Promise<Profiling | null> {
  if (!dir) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs: a search costs about that, so a coarser interval says little per search.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  CPU profile: ${file}`);
    },
  };
}
