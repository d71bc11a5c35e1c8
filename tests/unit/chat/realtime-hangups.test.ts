import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';
import type { HubAuth, RealtimeAuth } from '../../../contract/realtime';
import { realtimeMachine } from '../../../machines/realtime/realtime.machine';
import type { RealtimeEvent } from '../../../machines/realtime/realtime.types';
import type { RootActor } from '../../../machines/root/root.selectors';
import { type HangUp, watchHangUps } from '../../../src/features/chat/realtime-hangups';

const AUTH: HubAuth = { driver: 'hub', ticket: 't', url: '/realtime', expires_in: 30 };

/** A realtime actor whose connection the test plays. */
function startRealtime() {
  let push: ((event: RealtimeEvent) => void) | null = null;
  const actor = createActor(
    realtimeMachine.provide({
      actors: {
        authorize: fromPromise<RealtimeAuth>(async () => AUTH),
        connection: fromCallback<RealtimeEvent, RealtimeAuth>(({ sendBack }) => {
          push = sendBack;
        }),
      },
    }),
  ).start();
  return { actor, push: (event: RealtimeEvent) => push?.(event) };
}

/** The part of the root actor the listener uses: its system and its snapshots. */
function fakeRoot() {
  let realtime: AnyActorRef | undefined;
  const listeners = new Set<() => void>();
  const root = {
    system: { get: () => realtime },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  return {
    root: root as unknown as RootActor,
    setRealtime(ref: AnyActorRef | undefined) {
      realtime = ref;
      for (const l of listeners) l();
    },
  };
}

const andCall = (from: number, matchId: string) => ({
  type: 'realtime.message' as const,
  channel: 'video-chat' as const,
  event: 'VideochatChanel',
  data: { type: 'andCall', from, to: 1, match_id: matchId },
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hang-ups from the realtime actor', () => {
  it('follows whichever realtime actor runs (it is replaced after a new sign-in)', async () => {
    const { root, setRealtime } = fakeRoot();
    const heard: HangUp[] = [];
    const stop = watchHangUps(root, (h) => heard.push(h));

    const first = startRealtime();
    setRealtime(first.actor);
    await tick();
    first.push(andCall(2, 'm1'));
    first.push({
      type: 'realtime.message',
      channel: 'friends-chanel',
      event: 'FriendsChanel',
      data: { type: 'sendFriendRequest', recipientId: 1 },
    });
    expect(heard).toEqual([{ from: 2, to: 1, matchId: 'm1' }]);

    // Signed out and in again: a new actor; the old one is no longer heard.
    first.actor.stop();
    const second = startRealtime();
    setRealtime(second.actor);
    await tick();
    second.push(andCall(3, 'm2'));
    expect(heard.at(-1)).toEqual({ from: 3, to: 1, matchId: 'm2' });

    stop();
    second.push(andCall(4, 'm3'));
    expect(heard).toHaveLength(2);
    second.actor.stop();
  });
});
