import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { MeetAgainData, MeetAgainResult } from '../../contract/meet-again';
import { FRIENDS_EVENT } from '../../contract/realtime';
import { createMeetAgainImplementations } from '../../machines/meet-again/meet-again.actors';
import { meetAgainMachine } from '../../machines/meet-again/meet-again.machine';
import { selectMeetAgainView } from '../../machines/meet-again/meet-again.selectors';
import { MEET_AGAIN_SECONDS, type MeetAgainInput } from '../../machines/meet-again/meet-again.types';
import { apiFailure } from '../../machines/shared/api-failure';
import { chatStandIns } from './support/chat-system';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { friendFixture, sessionWithFriends } from './support/friends-fixtures';
import { afterEventType } from './support/paths';

const OLENA = 41;
const MATCH = '5d6f1a2e-0000-4000-8000-000000000001';
const OTHER_MATCH = '5d6f1a2e-0000-4000-8000-000000000002';
const inputs: MeetAgainInput[] = [
  { matchId: MATCH, partner: { id: OLENA, name: 'Olena', petName: 'Rex', petGender: 'boy', photo: null } },
];
const WINDOW = afterEventType(meetAgainMachine, 'meetAgain.open');
const refused = (status: number, code: string) => apiFailure(status, { message: 'refused', code });

/** Realtime `meetAgain`, as the server sends it to both (API.md). */
const meetAgainMessage = (matchId: string) => ({
  channel: 'friends-chanel' as const,
  event: FRIENDS_EVENT,
  data: { type: 'meetAgain', match_id: matchId, friend: friendFixture(OLENA) } satisfies MeetAgainData,
});

const OPEN = ['offered', 'asking', 'waiting'] as const;

describeModel(meetAgainMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'meetAgain.heart' },
      { type: 'meetAgain.dismiss' },
      // Produced by the realtime stand-in: both tapped (this match), or another match's news.
      { type: 'meetAgain.friends' },
      { type: 'realtime.otherMatch' },
    ];
    if (s.matches('open')) events.push({ type: WINDOW });
    if (s.matches({ open: 'asking' }))
      events.push(
        { type: 'xstate.done.actor.ask', output: { state: 'waiting' } satisfies MeetAgainResult },
        { type: 'xstate.done.actor.ask', output: { state: 'friends' } satisfies MeetAgainResult },
        { type: 'xstate.error.actor.ask', error: refused(403, 'friend_limit') },
        { type: 'xstate.error.actor.ask', error: refused(410, 'expired') },
        { type: 'xstate.error.actor.ask', error: refused(403, 'blocked') },
        { type: 'xstate.error.actor.ask', error: apiFailure(null) },
      );
    return events;
  },
  world: () => {
    const ask = fakeCalls<[string, AbortSignal], MeetAgainResult>();
    const chat = chatStandIns();
    const session = sessionWithFriends([]);
    return {
      machine: meetAgainMachine.provide(createMeetAgainImplementations({ ask: ask.fn })),
      system: { ...chat.system, session: session.logic },
      clock: new SimulatedClock(),
      calls: { ask },
      ask,
      session,
      produce: (event: { type: string }) => {
        if (event.type === 'meetAgain.friends') chat.realtime(meetAgainMessage(MATCH));
        else if (event.type === 'realtime.otherMatch') chat.realtime(meetAgainMessage(OTHER_MATCH));
        else return false;
        return true;
      },
    };
  },
  // The window is 60 s (issue 29), whatever the machine's delay is called.
  delay: () => MEET_AGAIN_SECONDS * 1000,
  oracles: {
    'the card shows the partner while the window is open, and after friends or the limit; nothing after': ({
      snapshot,
    }) => {
      const view = selectMeetAgainView(snapshot);
      if (snapshot.status === 'done') expect(view).toBeNull();
      else expect(view?.partner.name).toBe('Olena');
      if (snapshot.matches({ open: 'waiting' })) expect(view?.stage).toBe('waiting');
    },
    'a tap asks the server once, for this match, only from the offer': ({ event, step: { before }, world, added }) => {
      const asked = added(world.ask.calls).map((c) => c.args[0]);
      expect(asked).toEqual(event.type === 'meetAgain.heart' && before.matches({ open: 'offered' }) ? [MATCH] : []);
    },
    'friends only when both tapped: the answer says so, or realtime for this very match': ({
      event,
      step: { before },
      snapshot,
    }) => {
      const wasOpen = OPEN.some((state) => before.matches({ open: state }));
      const both =
        (event.type === 'xstate.done.actor.ask' && (event.output as MeetAgainResult).state === 'friends') ||
        (event.type === 'meetAgain.friends' && wasOpen);
      if (both) expect(snapshot.matches('friends')).toBe(true);
      if ((event.type as string) === 'realtime.otherMatch') expect(snapshot.value).toEqual(before.value);
    },
    'the session learns the new friend exactly when they become friends': ({ snapshot, world, taken }) => {
      const told = world.session.events.filter((e) => e.type === 'session.userUpdated');
      const couldBecome = taken.some(
        (s) =>
          s.event.type === 'meetAgain.friends' ||
          (s.event.type === 'xstate.done.actor.ask' && (s.event.output as MeetAgainResult).state === 'friends'),
      );
      if (snapshot.matches('friends')) expect(told.map((e) => e.user?.friends)).toEqual([[OLENA]]);
      expect(told.length).toBeLessThanOrEqual(couldBecome ? 1 : 0);
    },
    'the limit prompt only for friend_limit; a refusal closes the card; no answer lets the user try again': ({
      event,
      snapshot,
    }) => {
      if (event.type !== 'xstate.error.actor.ask') return;
      const code = (event.error as { code?: string | null }).code;
      const expected =
        code === 'friend_limit' ? 'limit' : code === 'expired' ? 'expired' : code ? 'closed' : { open: 'offered' };
      expect(snapshot.matches(expected as never)).toBe(true);
      expect(snapshot.context.failed).toBe(code == null);
    },
  },
});
