/**
 * CPU time of one thread or one process, from Linux's /proc, for the matching bench. The busy
 * share of the event loop (what the bench printed first) counts wall time: on a machine whose
 * two cores are shared with redis-server, the searchers' worker and other work, a thread that
 * waits for a core counts as busy. The CPU time a thread actually ran does not depend on that,
 * so per-request figures from it compare between runs and between the two pools.
 * Node 20 has no `process.threadCpuUsage()`; elsewhere than Linux these answer null.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

let ticksPerSecond: number | null = null;

function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of a /proc stat file, in seconds (fields 14 and 15, after the command name). */
function statSeconds(file: string): number | null {
  try {
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return null;
  }
}

/** CPU seconds of this process's main thread (its thread id is the process id). */
export const mainThreadCpuSeconds = (): number | null => statSeconds(`/proc/self/task/${process.pid}/stat`);

/** CPU seconds of another process (all its threads), e.g. redis-server or a server instance. */
export const processCpuSeconds = (pid: number | undefined): number | null =>
  pid === undefined ? null : statSeconds(`/proc/${pid}/stat`);

/** How busy the machine was: the load averages (two cores here; other work counts too). */
export const loadAverage = (): string => {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)`;
};
