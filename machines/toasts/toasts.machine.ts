import { assign, cancel, enqueueActions, setup } from 'xstate';
import { MAX_TOASTS, TOAST_DURATION_MS, type ToastsContext, type ToastsEvent } from './toasts.types';

const timerId = (id: number) => `toast-${id}`;

/** The toast stack. Each toast schedules its own dismissal; closing it early cancels that. */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'active',
  states: {
    active: {
      on: {
        'toast.show': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const id = context.nextId;
            const kept = [...context.toasts, { id, kind: event.kind, message: event.message }];
            // Toasts pushed out by a burst lose their pending timers too.
            for (const dropped of kept.slice(0, -MAX_TOASTS)) enqueue.cancel(timerId(dropped.id));
            enqueue.assign({ toasts: kept.slice(-MAX_TOASTS), nextId: id + 1 });
            enqueue.raise({ type: 'toast.dismiss', id }, { delay: 'toastDuration', id: timerId(id) });
          }),
        },
        'toast.dismiss': {
          actions: [
            cancel(({ event }) => timerId(event.id)),
            assign({ toasts: ({ context, event }) => context.toasts.filter((t) => t.id !== event.id) }),
          ],
        },
      },
    },
  },
});
