import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  createActor,
  fromCallback,
  type SimulatedClock,
  setup,
  stopChild,
} from 'xstate';
import { VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import type { IncomingCall, PeerNotice, PeerRequest } from '../../../machines/peer/peer.types';
import type { RealtimeEmitted } from '../../../machines/realtime/realtime.types';
import type { ToastsEvent } from '../../../machines/toasts/toasts.types';

/**
 * Stand-ins for the root's `peer`, `realtime` and `toasts` actors around a chat machine: they
 * record what the chat asks and let a test play their part (the peer opens, a call comes, a
 * remote stream arrives, an `andCall` message comes in). `system` goes into `describeModel`'s
 * world; `startChatSystem` runs a machine among them for scenario tests.
 */
export function chatStandIns() {
  const world = {
    subscribers: [] as AnyActorRef[],
    requests: [] as PeerRequest[],
    declined: [] as string[],
    calls: [] as Array<Extract<PeerRequest, { type: 'peer.call' | 'peer.answer' }> & { hungUp: boolean }>,
    toasts: [] as ToastsEvent[],
  };
  let emitRealtime: ((message: RealtimeEmitted) => void) | null = null;
  const peer = fromCallback<PeerRequest>(({ receive }) =>
    receive((request) => {
      world.requests.push(request);
      if (request.type === 'peer.subscribe') world.subscribers.push(request.subscriber);
      else if (request.type === 'peer.unsubscribe')
        world.subscribers = world.subscribers.filter((s) => s !== request.subscriber);
      else if (request.type === 'peer.decline') world.declined.push(...request.callIds);
      else if (request.type === 'peer.call' || request.type === 'peer.answer')
        world.calls.push({ ...request, hungUp: false });
      else if (request.type === 'peer.hangUp') {
        for (const call of world.calls) if (call.callId === request.callId) call.hungUp = true;
      }
    }),
  );
  const realtime = fromCallback(({ emit }) => {
    emitRealtime = (message) => emit(message);
  });
  const toasts = fromCallback<ToastsEvent>(({ receive }) => receive((event) => world.toasts.push(event)));
  const tell = (notice: PeerNotice) => {
    for (const subscriber of world.subscribers) subscriber.send(notice);
  };
  return {
    world,
    system: { peer, realtime, toasts } as Record<string, AnyActorLogic>,
    peer: {
      ready: (peerId: string) => tell({ type: 'peer.ready', peerId }),
      lost: () => tell({ type: 'peer.lost' }),
      incoming: (call: IncomingCall) => tell({ type: 'peer.incoming', call }),
    },
    /** The peer's report on the newest call to its owner. */
    call: (notice: 'offered' | 'remoteVideo' | 'failed' | 'closed', stream?: MediaStream) => {
      const call = world.calls.at(-1);
      if (!call) throw new Error('no call was asked for');
      call.owner.send(
        notice === 'remoteVideo'
          ? { type: 'call.remoteVideo', callId: call.callId, stream: stream! }
          : { type: `call.${notice}`, callId: call.callId },
      );
    },
    /** A realtime `andCall` message (spec §7). */
    andCall: (from: number, to: number, matchId: string | null) =>
      emitRealtime?.({
        type: 'realtime.message',
        channel: 'video-chat',
        event: VIDEO_CHAT_EVENT,
        data: { type: 'andCall', from, to, match_id: matchId },
      }),
    /** Any realtime message (e.g. `FriendsChanel` presence), as the root's realtime emits it. */
    realtime: (message: Omit<RealtimeEmitted, 'type'>) => emitRealtime?.({ type: 'realtime.message', ...message }),
    toastTexts: () => world.toasts.map((t) => (t.type === 'toast.show' ? (t.message.message ?? t.message.id) : t.type)),
  };
}

/** Runs `logic` under `systemId` among the stand-ins (for scenario tests). */
export function startChatSystem(opts: {
  logic: AnyActorLogic;
  input: unknown;
  systemId: string;
  clock?: SimulatedClock;
}) {
  const standIns = chatStandIns();
  const parentEvents: AnyEventObject[] = [];
  const root = createActor(
    setup({ actors: { ...standIns.system, subject: opts.logic } }).createMachine({
      invoke: [
        ...Object.keys(standIns.system).map((id) => ({ id, src: id, systemId: id })),
        { id: 'subject', src: 'subject', systemId: opts.systemId, input: () => opts.input as never },
      ],
      on: {
        // The screen is left: the chat's actor stops (as `screen.close` does at the root).
        'subject.stop': { actions: stopChild('subject') },
        '*': { actions: ({ event }: { event: AnyEventObject }) => parentEvents.push(event) },
      },
    } as never),
    opts.clock ? { clock: opts.clock } : {},
  ).start();
  return {
    ...standIns,
    root,
    parentEvents,
    actor: root.system.get(opts.systemId) as AnyActorRef,
    /** Leaves the screen: the subject actor stops. */
    stop: () => root.send({ type: 'subject.stop' }),
  };
}
