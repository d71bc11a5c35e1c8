import { describe, expect, it } from 'vitest';
import { type ChatUser, callTestUsers, openChat, waitForPhase, waitForRemoteFrames } from './support/chat-users';

/**
 * Meet again (issue 29) in two real browsers: a random call ends by Next, both see "Meet again?"
 * with the other's pet, both tap the heart, and both are told they are friends now.
 */

const suite = callTestUsers();

const startButton = (user: ChatUser) => user.page.getByRole('button', { name: 'Start chat' }).first();
const controlButton = (user: ChatUser, name: string) =>
  user.page.getByRole('navigation', { name: 'Call controls' }).getByRole('button', { name, exact: true });
const card = (user: ChatUser) => user.page.getByTestId('meet-again');

describe('meet again', () => {
  it('two who met tap the heart after Next and become friends; the first tap alone tells the other nothing', async () => {
    const ana = await suite.newUser('Ana');
    const bohdan = await suite.newUser('Bohdan');
    await Promise.all([openChat(ana), openChat(bohdan)]);
    await startButton(ana).click();
    await waitForPhase(ana.page, 'searching');
    await startButton(bohdan).click();
    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    // No card during the call.
    expect(await card(ana).count()).toBe(0);

    // Ana presses Next: both see the card, with the other's pet and the seconds left.
    await controlButton(ana, 'Next').click();
    await Promise.all([card(ana).waitFor({ timeout: 30_000 }), card(bohdan).waitFor({ timeout: 30_000 })]);
    expect(await card(ana).textContent()).toContain('Bohdan');
    expect(await card(bohdan).textContent()).toContain('Ana');
    expect(await ana.page.getByTestId('meet-again-countdown').textContent()).toMatch(/^\d+ s$/);

    // Ana taps first (from the keyboard): she waits; Bohdan's card is unchanged.
    await ana.page.getByRole('button', { name: 'Meet Bohdan again' }).focus();
    await ana.page.keyboard.press('Enter');
    await ana.page.getByText('If Bohdan taps the heart too, you become friends.').waitFor();
    expect(await card(bohdan).getAttribute('data-stage')).toBe('offered');

    // Bohdan taps: both are told they are friends now.
    await bohdan.page.getByRole('button', { name: 'Meet Ana again' }).click();
    await Promise.all([
      ana.page.getByText('You and Bohdan are friends now — call any time').waitFor({ timeout: 30_000 }),
      bohdan.page.getByText('You and Ana are friends now — call any time').waitFor({ timeout: 30_000 }),
    ]);

    // The friendship is real: each lists the other as a friend.
    const friendIds = async (user: ChatUser) => {
      const res = await fetch(`${suite.e2e.baseUrl}/api/friends`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      const body = (await res.json()) as {
        online: Array<Array<{ name: string }>>;
        offline: Array<Array<{ name: string }>>;
      };
      return [...body.online.flat(), ...body.offline.flat()].map((f) => f.name);
    };
    expect(await friendIds(ana)).toEqual(['Bohdan']);
    expect(await friendIds(bohdan)).toEqual(['Ana']);

    await card(ana).getByRole('button', { name: 'Close' }).click();
    await card(ana).waitFor({ state: 'detached' });
    await controlButton(ana, 'Stop').click();
    await controlButton(bohdan, 'Stop').click();
  });
});
