/**
 * Self time of a .cpuprofile by function and by where the code lives (node_modules package,
 * node internals, the app), for comparing the two pools' profiles of bench/matching.ts:
 * `node --import tsx bench/matching/summarise-profile.ts a.cpuprofile [b.cpuprofile]`.
 */
import { readFileSync } from 'node:fs';
import type { CpuProfile as Profile, CpuProfileNode as ProfileNode } from '../cpu-profile';

function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  if (url === '') return '(native)';
  const app = /\/(server|bench|contract)\/(.*)$/.exec(url);
  return app ? `${app[1]}/${app[2]}` : url;
}

function summarise(file: string, top: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id) as ProfileNode;
    if (callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    const place = placeOf(callFrame.url);
    const fn = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, us]) =>
          `  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      )
      .join('\n');
  console.log(`\n${file}: ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`);
  console.log(`by place:\n${rows(byPlace)}`);
  console.log(`by function:\n${rows(byFunction)}`);
}

for (const file of process.argv.slice(2)) summarise(file, 40);
