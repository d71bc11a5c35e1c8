import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type ChatUser,
  openChat,
  phaseOf,
  signUpVerified,
  waitForPhase,
  waitForRemoteFrames,
} from './support/chat-users';
import { CHROMIUM_ARGS, DIST_DIR } from './support/e2e';
import { type InstanceProcesses, startInstanceProcesses } from './support/instance-processes';

/**
 * Two PetChat instances in two processes on two ports, sharing one database (PostgreSQL with
 * TEST_DATABASE_URL, else PGlite behind pglite-socket) and one redis-server, as behind a load
 * balancer: a call between users on different instances, a hang-up that crosses, and an
 * instance that dies without a word (SIGKILL) while its user is searching.
 */

const DEAD_SEARCHER_GONE_WITHIN_MS = 10_000;

let servers: InstanceProcesses;
let browser: Browser;
let redis: Redis;
const users: ChatUser[] = [];

/** A verified user whose browser talks to one instance only. */
async function userOn(url: string, name: string): Promise<ChatUser> {
  const newPage = async () => {
    const context = await browser.newContext({ baseURL: url, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, context, errors };
  };
  const user = await signUpVerified({ newPage }, name);
  users.push(user);
  return user;
}

const startButton = (user: ChatUser) => user.page.getByRole('button', { name: 'Start chat' }).first();
const stopButton = (user: ChatUser) =>
  user.page.getByRole('navigation', { name: 'Call controls' }).getByRole('button', { name: 'Stop', exact: true });

/** User ids waiting in the shared Redis pool, longest waiting first. */
const waitingIds = () => redis.zrange(`${servers.prefix}pool:queue`, '0', '-1');
const matchesMade = async () => Number(await redis.get(`${servers.prefix}pool:made`));

/** Polls `check` until it holds, failing after `ms`. */
async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!existsSync(`${DIST_DIR}/index.html`))
    throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` before the end-to-end tests.`);
  servers = await startInstanceProcesses(2);
  redis = new Redis(servers.redis.url);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  for (const user of users) await user.context.close().catch(() => {});
  await browser?.close();
  redis?.disconnect();
  await servers?.close();
});

describe('two instances in two processes behind one database and one Redis', () => {
  it('connects users on different instances, tells one when the other stops, and forgets the searchers of a killed instance', async () => {
    const [one, two] = servers.instances;
    // The instances' own account of a failure (they log warnings and errors).
    onTestFailed(() => {
      for (const [i, { process }] of servers.instances.entries())
        console.log(`--- instance ${i + 1} log ---\n${process.lines.join('\n')}`);
    });
    const ana = await userOn(one.url, 'Ana');
    const bohdan = await userOn(two.url, 'Bohdan');
    await Promise.all([openChat(ana), openChat(bohdan)]);

    // Ana on instance 1 and Bohdan on instance 2 meet and see each other.
    await startButton(ana).click();
    await waitForPhase(ana.page, 'searching');
    await startButton(bohdan).click();
    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    await Promise.all([waitForPhase(ana.page, 'connected'), waitForPhase(bohdan.page, 'connected')]);

    // Ana stops on instance 1: Bohdan, on instance 2, is told and searches again.
    await stopButton(ana).click();
    await waitForPhase(ana.page, 'idle');
    await bohdan.page.waitForFunction(
      () => document.querySelector('section[data-phase]')?.getAttribute('data-phase') !== 'connected',
      null,
      { timeout: 30_000 },
    );
    await waitForPhase(bohdan.page, 'searching');
    await until(async () => (await waitingIds()).length === 1, 10_000, "Bohdan's search reaches the shared pool");
    const [bohdanId] = await waitingIds();

    // Chrystia, on instance 1, is ready to search.
    const chrystia = await userOn(one.url, 'Chrystia');
    await openChat(chrystia);
    const madeBefore = await matchesMade();

    // Instance 2 dies without a word while Bohdan searches through it; Chrystia searches at once.
    two.process.kill('SIGKILL');
    const killedAt = Date.now();
    await two.process.exited;
    await startButton(chrystia).click();

    // Bohdan's entry leaves the pool within 10 s; Chrystia's search waits there, unpaired.
    await until(
      async () => !(await waitingIds()).includes(bohdanId),
      DEAD_SEARCHER_GONE_WITHIN_MS - (Date.now() - killedAt),
      "the killed instance's searcher leaves the pool",
    );
    console.log(
      `${servers.database.driver}: the killed instance's searcher left the pool ${Date.now() - killedAt} ms after SIGKILL`,
    );
    // Chrystia's search ends either waiting in the pool or paired (which would be the failure).
    await until(
      async () => (await matchesMade()) > madeBefore || (await waitingIds()).length === 1,
      10_000,
      "Chrystia's search reaches the pool",
    );
    expect(await matchesMade()).toBe(madeBefore);
    expect(await waitingIds()).toHaveLength(1);
    expect(await waitingIds()).not.toContain(bohdanId);
    expect(await redis.exists(`${servers.prefix}active:${bohdanId}`)).toBe(0);
    expect(await phaseOf(chrystia.page)).toBe('searching');
    expect(ana.errors).toEqual([]);
    expect(chrystia.errors).toEqual([]);
  });
});
