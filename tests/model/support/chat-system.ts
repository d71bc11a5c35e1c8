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
import type { IncomingCall, PeerNotice, PeerRequest } from '../../../machines/peer/peer.types';
import { VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import type { ToastsEvent } from '../../../machines/toasts/toasts.types';

/**
 * A stand-in for the root's system around a chat machine: `peer`, `realtime` and `toasts` actors
 * that record what the chat asks and let a test play their part (the peer opens, a call comes,
 * a remote stream arrives, an `andCall` message comes in). The chat runs under `systemId`.
 */
export function startChatSystem(opts: {
  logic: AnyActorLogic;
  input: unknown;
  systemId: string;
  clock?: SimulatedClock;
  /** Events the machine sends its parent (`sendParent`), e.g. a child's `match.connected`. */
  parentEvents?: AnyEventObject[];
}) {
  const world = {
    subscribers: [] as AnyActorRef[],
    requests: [] as PeerRequest[],
    declined: [] as string[],
    calls: [] as Array<Extract<PeerRequest, { type: 'peer.call' | 'peer.answer' }> & { hungUp: boolean }>,
    toasts: [] as ToastsEvent[],
  };
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
  const realtime = fromCallback<AnyEventObject>(({ receive, emit }) =>
    receive((message) => emit({ ...message, type: 'realtime.message' })),
  );
  const toasts = fromCallback<ToastsEvent>(({ receive }) => receive((event) => world.toasts.push(event)));
  const parentEvents = opts.parentEvents ?? [];
  const root = createActor(
    setup({ actors: { peer, realtime, toasts, subject: opts.logic } }).createMachine({
      invoke: [
        { id: 'toasts', src: 'toasts', systemId: 'toasts' },
        { id: 'realtime', src: 'realtime', systemId: 'realtime' },
        { id: 'peer', src: 'peer', systemId: 'peer' },
        { id: 'subject', src: 'subject', systemId: opts.systemId, input: () => opts.input as never },
      ],
      on: {
        // The screen is left: the chat's actor stops (as `screen.close` does at the root).
        'subject.stop': { actions: stopChild('subject') },
        '*': { actions: ({ event }) => parentEvents.push(event) },
      },
    }),
    opts.clock ? { clock: opts.clock } : {},
  ).start();
  const tell = (notice: PeerNotice) => {
    for (const subscriber of world.subscribers) subscriber.send(notice);
  };
  return {
    root,
    world,
    actor: root.system.get(opts.systemId) as AnyActorRef,
    peer: {
      ready: (peerId: string) => tell({ type: 'peer.ready', peerId }),
      lost: () => tell({ type: 'peer.lost' }),
      incoming: (call: IncomingCall) => tell({ type: 'peer.incoming', call }),
    },
    /** Leaves the screen: the subject actor stops. */
    stop: () => root.send({ type: 'subject.stop' }),
    /** The peer's report on the newest call to its owner. */
    call: (notice: 'remoteVideo' | 'failed' | 'closed', stream?: MediaStream) => {
      const call = world.calls.at(-1)!;
      call.owner.send(
        notice === 'remoteVideo'
          ? { type: 'call.remoteVideo', callId: call.callId, stream: stream! }
          : { type: `call.${notice}`, callId: call.callId },
      );
    },
    /** A realtime `andCall` message (spec §7). */
    andCall: (from: number, to: number, matchId: string | null) =>
      root.system.get('realtime').send({
        channel: 'video-chat',
        event: VIDEO_CHAT_EVENT,
        data: { type: 'andCall', from, to, match_id: matchId },
      }),
  };
}
