import { type AnyActorRef, enqueueActions, fromPromise, type MachineContext, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import type { ConfirmEvent, ConfirmMachineOptions, SystemMessage } from './confirm.types';

/** Sends each message to its system actor; one that is absent (a machine tested alone) is skipped. */
const tell = (messages: (event: unknown) => SystemMessage[]) =>
  enqueueActions<MachineContext, ConfirmEvent, undefined, ConfirmEvent, never, never, never>(
    ({ event, enqueue, system }) => {
      for (const { to, event: message } of messages(event)) {
        const target = system.get(to) as AnyActorRef | undefined;
        if (target) enqueue.sendTo(target, message);
      }
    },
  );

/**
 * The one confirm-then-act lifecycle (diagram and options in `confirm.types.ts`). A factory, not a
 * machine (no `.machine.ts`): each popup's folder makes its machine with it, and that machine has
 * the model test (tests/model/{photo-deletion,account-deletion,subscription-cancel}.test.ts). The task is
 * the actor `task`, injected with `machine.provide({ actors: { task } })` (each popup's
 * `create…Implementations`); the machine itself never calls the network.
 */
export function createConfirmMachine<TOutput>(options: ConfirmMachineOptions<TOutput>) {
  const { id, task, afterSuccess, onSuccess = () => [], onFailure = [] } = options;
  const showFor = typeof afterSuccess === 'object' ? afterSuccess.showFor : 0;
  const back = { 'deletion.confirm': 'working', 'deletion.cancel': 'idle' } as const;
  const confirmSetup = setup({
    types: {
      events: {} as ConfirmEvent,
    },
    actors: {
      task: fromPromise<TOutput>(notProvided(`${id}.${task}`)),
    },
    actions: {
      succeeded: tell((event) => onSuccess(outputOf<TOutput>(event))),
      failed: tell(() => onFailure),
    },
    delays: { message: showFor },
  });
  const machine = confirmSetup.createMachine({
    id,
    initial: 'idle',
    states: {
      idle: {
        on: { 'deletion.open': 'confirming' },
      },
      confirming: {
        tags: ['open'],
        on: back,
      },
      working: {
        tags: ['open', 'busy'],
        invoke: {
          id: task,
          src: 'task',
          onDone: { target: afterSuccess === 'close' ? 'idle' : 'done', actions: 'succeeded' },
          onError: { target: 'failed', actions: 'failed' },
        },
      },
      failed: {
        tags: ['open'],
        on: back,
      },
      done:
        afterSuccess === 'end'
          ? { type: 'final' }
          : { tags: ['open'], after: { message: 'idle' }, on: { 'deletion.cancel': 'idle' } },
    },
  });
  if (afterSuccess !== 'close') return machine;
  // Success closes the popup: no `done` state, since every state of a machine must be reachable
  // (the model tests check it). The type keeps `done`, where `matches('done')` is simply false.
  const { done: _unreached, ...states } = machine.config.states ?? {};
  return confirmSetup.createMachine({ ...machine.config, states } as never) as unknown as typeof machine;
}
