// npm on this registry mirror cannot fetch some other-platform builds (e.g. darwin/windows
// binaries of biome and rolldown at our versions), so `npm install` leaves them out of
// package-lock.json and `npm ci` then calls the lock out of sync. This adds an entry for each
// missing platform-specific optional dependency, with the platform inferred from its name, so
// `npm ci` skips it as unsupported on this platform instead of refusing the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  if (!path || !entry.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    const version = spec.replace(/^[\^~=]/, '');
    const nestedKey = `${path}/node_modules/${name}`;
    if (pkgs[nestedKey]) continue;
    // A hoisted copy only serves this parent when it is the version the parent pins.
    const hoisted = pkgs[`node_modules/${name}`];
    if (hoisted && (hoisted.version === version || !/^\d/.test(version))) continue;
    const key = hoisted ? nestedKey : `node_modules/${name}`;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) {
      console.warn(`skipped ${name}: no platform in its name`);
      continue;
    }
    if (os === process.platform && cpu === process.arch && (!libc || libc === 'glibc')) {
      console.warn(`skipped ${name}: it is for this platform and should be installed normally`);
      continue;
    }
    const out = { version };
    if (cpu) out.cpu = [cpu];
    if (entry.dev) out.dev = true;
    if (libc) out.libc = [libc];
    out.optional = true;
    if (os) out.os = [os];
    pkgs[key] = out;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform entries added to ${lockPath}`);
