import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { searchClockMachine } from '../search-clock/search-clock.machine';
import type { meetAgainMachine } from './meet-again.machine';
import { type MeetAgainSnapshot, secondsLeft, selectMeetAgainView } from './meet-again.selectors';

type MeetAgainRef = ActorRefFrom<typeof meetAgainMachine>;
type CountdownRef = ActorRefFrom<typeof searchClockMachine>;

const selectCountdown = (s: MeetAgainSnapshot | undefined) => s?.children.countdown as CountdownRef | undefined;
const NO_SNAPSHOT = { subscribe: () => ({ unsubscribe() {} }), getSnapshot: () => undefined };

/**
 * The "Meet again?" card of the chat's `meetAgain` child (absent until a call ended): its view,
 * the seconds left, and the user's two actions.
 */
export function useMeetAgain(actor: MeetAgainRef | undefined) {
  const ref = (actor ?? NO_SNAPSHOT) as MeetAgainRef;
  const view = useSelector(ref, (s: MeetAgainSnapshot | undefined) => selectMeetAgainView(s), shallowEqual);
  const countdown = useSelector(ref, selectCountdown);
  const elapsed = useSelector(
    (countdown ?? NO_SNAPSHOT) as CountdownRef,
    (s: SnapshotFrom<typeof searchClockMachine> | undefined) => s?.context.seconds ?? 0,
  );
  return {
    view,
    secondsLeft: secondsLeft(elapsed),
    heart: () => actor?.send({ type: 'meetAgain.heart' }),
    dismiss: () => actor?.send({ type: 'meetAgain.dismiss' }),
  };
}
