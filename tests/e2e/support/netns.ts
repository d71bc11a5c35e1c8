import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './e2e';

/**
 * A network namespace of its own for one browser, linked to the host by a veth pair: the
 * network-fault E2E tests cut, re-address, drop and throttle this link only. Needs root and
 * `ip`, `nft`, `tc`. Every command names this namespace or one of its two veths — no other
 * interface, route or firewall table of the machine is touched. Addresses come from
 * 10.213.0.0/16: the host side is 10.213.S.1/24, the namespace side 10.213.S.2/24 (then .3, .4…
 * after an address change), S a /24 no interface on the host uses yet.
 */

export const NETNS_PREFIX = 'petchat-e2e-';
const IP = process.env.IP_PATH ?? 'ip';
const NFT = process.env.NFT_PATH ?? 'nft';
const TC = process.env.TC_PATH ?? 'tc';
/** nft table of the faults, inside the namespace only. */
const TABLE = 'petchat_faults';

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${command} ${args.join(' ')} failed: ${stderr.trim() || String(error)}`);
  }
}

/** `ip netns exec NS …`: a command inside the namespace. */
const inNs = (ns: string, command: string, args: string[]) => run(IP, ['netns', 'exec', ns, command, ...args]);

/** Fails early, with what to install, when the tools are missing or we are not root. */
export function checkNetnsTools(): void {
  if (process.getuid?.() !== 0)
    throw new Error('the network-fault tests need root (network namespaces, veth, nft, tc)');
  for (const [tool, pkg] of [
    [IP, 'iproute2'],
    [NFT, 'nftables'],
    [TC, 'iproute2'],
  ]) {
    try {
      execFileSync(tool, ['-V'], { stdio: 'ignore' });
    } catch {
      throw new Error(`${tool} is missing: apt-get install -y ${pkg}`);
    }
  }
}

const namespaces = () =>
  run(IP, ['netns', 'list'])
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter(Boolean);

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Deletes one namespace and the processes still in it (a killed test's browser). */
function deleteNamespace(ns: string): void {
  const pids = run(IP, ['netns', 'pids', ns]).split('\n').filter(Boolean).map(Number);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  // Deleting the namespace destroys its veth end, and with it the host's end of the pair.
  run(IP, ['netns', 'delete', ns]);
}

/**
 * Namespaces a crashed run left behind: `petchat-e2e-<pid>-<n>` whose pid is no longer alive
 * (those of a concurrent run stay).
 */
export function removeStaleNamespaces(): string[] {
  const removed: string[] = [];
  for (const ns of namespaces()) {
    const match = new RegExp(`^${NETNS_PREFIX}(\\d+)-\\d+$`).exec(ns);
    if (!match || Number(match[1]) === process.pid || pidAlive(Number(match[1]))) continue;
    try {
      deleteNamespace(ns);
      removed.push(ns);
    } catch (error) {
      console.warn(`could not remove the stale namespace ${ns}: ${String(error)}`);
    }
  }
  return removed;
}

/** A /24 of 10.213.0.0/16 that no address on the host is in (other runs' veths included). */
function freeSubnet(): number {
  const used = new Set(
    [...run(IP, ['-4', '-o', 'addr', 'show']).matchAll(/inet 10\.213\.(\d+)\./g)].map((m) => Number(m[1])),
  );
  for (let i = 0; i < 250; i += 1) {
    const candidate = 1 + ((process.pid + i) % 250);
    if (!used.has(candidate)) return candidate;
  }
  throw new Error('no free /24 in 10.213.0.0/16');
}

export interface NetNamespace {
  name: string;
  /** The host end of the pair (the server and coturn listen on its address). */
  hostVeth: string;
  nsVeth: string;
  /** 10.213.S.1: the host's address on the link; never changes. */
  hostAddress: string;
  /** The namespace side's current address (changes with `changeAddress`). */
  address(): string;
  /** The namespace side's link goes down (a phone losing its network); `linkUp` restores it. */
  linkDown(): void;
  linkUp(): void;
  /** The namespace side gets the next address of the subnet and loses the old one. */
  changeAddress(): string;
  /** Drops one packet in `every` (nft numgen), both directions, inside the namespace. */
  addLoss(every?: number): void;
  removeLoss(): void;
  /** tc tbf on the egress of both veth ends. */
  limitRate(rate?: string): void;
  removeRateLimit(): void;
  /** Drops every UDP packet in and out of the namespace (TCP still passes). */
  blockUdp(): void;
  unblockUdp(): void;
  /** Packets a fault's nft rules dropped so far, both directions (proof the fault was live). */
  dropped(fault: 'loss' | 'udp'): number;
  /** Bytes each end's tbf qdisc sent, and how often traffic went over its rate (`tc -s`). */
  shaped(): Array<{ end: 'host' | 'namespace'; qdisc: string; sentBytes: number; overlimits: number }>;
  /** Wrapper script for Playwright's `executablePath`: Chromium inside the namespace. */
  chromiumPath: string;
  destroy(): void;
}

let created = 0;

/** Creates the namespace and its link (removing stale ones of crashed runs first). */
export function createNetNamespace(): NetNamespace {
  checkNetnsTools();
  removeStaleNamespaces();
  created += 1;
  const name = `${NETNS_PREFIX}${process.pid}-${created}`;
  // Interface names are at most 15 characters; the pid and counter keep them unique.
  const tag = `${process.pid.toString(36)}${created.toString(36)}`.slice(-8);
  const hostVeth = `pcH${tag}`;
  const nsVeth = `pcN${tag}`;
  const subnet = freeSubnet();
  const hostAddress = `10.213.${subnet}.1`;
  let host = 2;
  const address = () => `10.213.${subnet}.${host}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const chromiumPath = path.join(dir, 'chromium-in-netns');

  const destroy = () => {
    if (namespaces().includes(name)) deleteNamespace(name);
    // Normally gone with its peer; a half-made pair (namespace never made) is removed here.
    try {
      execFileSync(IP, ['link', 'delete', hostVeth], { stdio: 'ignore' });
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    run(IP, ['netns', 'add', name]);
    run(IP, ['link', 'add', hostVeth, 'type', 'veth', 'peer', 'name', nsVeth]);
    run(IP, ['link', 'set', nsVeth, 'netns', name]);
    run(IP, ['addr', 'add', `${hostAddress}/24`, 'dev', hostVeth]);
    run(IP, ['link', 'set', hostVeth, 'up']);
    inNs(name, IP, ['link', 'set', 'lo', 'up']);
    inNs(name, IP, ['addr', 'add', `${address()}/24`, 'dev', nsVeth]);
    inNs(name, IP, ['link', 'set', nsVeth, 'up']);
    inNs(name, IP, ['route', 'add', 'default', 'via', hostAddress]);
    // One nft table inside the namespace; each fault is a chain of its own, added and removed.
    inNs(name, NFT, ['add', 'table', 'inet', TABLE]);
    // Playwright talks to Chromium over a pipe (fds 3 and 4), which survives both execs.
    const chromiumBinary = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    writeFileSync(chromiumPath, `#!/bin/sh\nexec ${IP} netns exec ${name} ${chromiumBinary} "$@"\n`);
    chmodSync(chromiumPath, 0o755);
  } catch (error) {
    destroy();
    throw error;
  }

  const chain = (fault: string, rules: string[]) => {
    for (const hook of ['input', 'output']) {
      const id = `${fault}_${hook}`;
      inNs(name, NFT, ['add', 'chain', 'inet', TABLE, id, `{ type filter hook ${hook} priority 0; policy accept; }`]);
      for (const rule of rules) inNs(name, NFT, ['add', 'rule', 'inet', TABLE, id, ...rule.split(' ')]);
    }
  };
  const dropChain = (fault: string) => {
    for (const hook of ['input', 'output']) {
      try {
        inNs(name, NFT, ['delete', 'chain', 'inet', TABLE, `${fault}_${hook}`]);
      } catch {
        // not added
      }
    }
  };
  const tcBoth = (args: (dev: string) => string[]) => {
    run(TC, args(hostVeth));
    inNs(name, TC, args(nsVeth));
  };

  return {
    name,
    hostVeth,
    nsVeth,
    hostAddress,
    address,
    chromiumPath,
    linkDown() {
      inNs(name, IP, ['link', 'set', nsVeth, 'down']);
    },
    linkUp() {
      inNs(name, IP, ['link', 'set', nsVeth, 'up']);
      // A link going down takes its routes with it; the on-link one comes back by itself.
      inNs(name, IP, ['route', 'replace', 'default', 'via', hostAddress]);
    },
    changeAddress() {
      const old = address();
      host += 1;
      // Old one first: removing a primary address also removes the secondaries of its subnet.
      // (A phone moving networks also has a moment with neither.)
      inNs(name, IP, ['addr', 'del', `${old}/24`, 'dev', nsVeth]);
      inNs(name, IP, ['addr', 'add', `${address()}/24`, 'dev', nsVeth]);
      inNs(name, IP, ['route', 'replace', 'default', 'via', hostAddress]);
      return address();
    },
    addLoss(every = 10) {
      chain('loss', [`numgen random mod ${every} == 0 counter drop`]);
    },
    removeLoss() {
      dropChain('loss');
    },
    limitRate(rate = '300kbit') {
      tcBoth((dev) => [
        'qdisc',
        'replace',
        'dev',
        dev,
        'root',
        'tbf',
        'rate',
        rate,
        'burst',
        '16kbit',
        'latency',
        '400ms',
      ]);
    },
    removeRateLimit() {
      tcBoth((dev) => ['qdisc', 'del', 'dev', dev, 'root']);
    },
    blockUdp() {
      chain('udp', ['meta l4proto udp counter drop']);
    },
    unblockUdp() {
      dropChain('udp');
    },
    shaped() {
      return (['host', 'namespace'] as const).map((end) => {
        const args = ['-s', 'qdisc', 'show', 'dev', end === 'host' ? hostVeth : nsVeth, 'root'];
        const text = end === 'host' ? run(TC, args) : inNs(name, TC, args);
        return {
          end,
          qdisc: /^qdisc (\S+)/.exec(text)?.[1] ?? '',
          sentBytes: Number(/Sent (\d+) bytes/.exec(text)?.[1] ?? 0),
          overlimits: Number(/overlimits (\d+)/.exec(text)?.[1] ?? 0),
        };
      });
    },
    dropped(fault) {
      let total = 0;
      for (const hook of ['input', 'output']) {
        const listing = inNs(name, NFT, ['list', 'chain', 'inet', TABLE, `${fault}_${hook}`]);
        for (const m of listing.matchAll(/counter packets (\d+)/g)) total += Number(m[1]);
      }
      return total;
    },
    destroy,
  };
}

/**
 * Headless Chromium inside the namespace (same flags as `startE2E`'s), for pages on
 * `baseUrl` — plain http on a non-loopback address, so it is declared a secure origin
 * (getUserMedia needs one).
 */
export function launchChromiumIn(ns: NetNamespace, baseUrl: string, extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: ns.chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--unsafely-treat-insecure-origin-as-secure=${baseUrl}`, ...extraArgs],
  });
}

/**
 * SIGKILL for every process in the namespace — the browser and all its children — as when a
 * phone's browser is killed: no goodbye reaches the server or the partner.
 */
export function killEverythingIn(ns: NetNamespace): number {
  const pids = run(IP, ['netns', 'pids', ns.name]).split('\n').filter(Boolean).map(Number);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return pids.length;
}
