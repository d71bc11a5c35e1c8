import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, setup } from 'xstate';
import { showToast } from '../../machines/toasts/toasts.actions';
import { toastsMachine } from '../../machines/toasts/toasts.machine';
import { selectToasts } from '../../machines/toasts/toasts.selectors';
import { MAX_TOASTS, TOAST_DURATION_MS, type ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, type ModelEvent } from './support/describe-model';

/** Two more shows than fit, so the oldest are dropped. */
const SHOWS = MAX_TOASTS + 2;
const MESSAGES = [msg`Saved`, msg`Something went wrong`];
const kindOf = (id: number): ToastKind => (id % 2 ? 'success' : 'error');
const messageOf = (id: number) => MESSAGES[id % 2];

/**
 * A toast's own timer sends the same `toast.dismiss` as the close button; `by` tells the model's
 * two events apart (the machine ignores it). Timers are produced by the simulated clock: each
 * show happens a little later than the previous one (1/2, 1/4, 1/8… ms, so the shows of a path
 * never reach a pending dismissal), and the timer step advances the clock to exactly 5 s after
 * the oldest toast was shown.
 */
describeModel(toastsMachine, {
  events: (s) => {
    const { toasts, nextId } = s.context;
    const events: ModelEvent[] = [];
    if (nextId <= SHOWS) events.push({ type: 'toast.show', kind: kindOf(nextId), message: messageOf(nextId) });
    if (toasts.length) {
      events.push({ type: 'toast.dismiss', id: toasts[0].id, by: 'timer' });
      events.push({ type: 'toast.dismiss', id: toasts.at(-1)!.id, by: 'user' });
    }
    // A toast closed already (or never shown): nothing happens.
    events.push({ type: 'toast.dismiss', id: 99, by: 'user' });
    return events;
  },
  world: () => {
    const clock = new SimulatedClock();
    const shownAt = new Map<number, number>();
    return {
      machine: toastsMachine,
      clock,
      shownAt,
      produce: (event, step, actor) => {
        if (event.type === 'toast.show') {
          clock.increment(2 ** -step.before.context.nextId);
          shownAt.set(step.before.context.nextId, clock.now());
          actor.send(event);
          return true;
        }
        if (event.type === 'toast.dismiss' && 'by' in event && event.by === 'timer') {
          // Exactly 5 s after it was shown, not a microsecond earlier.
          const due = shownAt.get(event.id)! + TOAST_DURATION_MS;
          clock.increment(due - clock.now() - 2 ** -20);
          expect(selectToasts(actor.getSnapshot()).map((t) => t.id)).toContain(event.id);
          clock.increment(due - clock.now());
          return true;
        }
        return false;
      },
    };
  },
  oracles: {
    'a shown toast comes last, with its kind and message': ({ event, step: { before }, snapshot }) => {
      if (event.type !== 'toast.show') return;
      const id = before.context.nextId;
      expect(selectToasts(snapshot).at(-1)).toEqual({ id, kind: kindOf(id), message: messageOf(id) });
    },
    [`at most ${MAX_TOASTS}, dropping the oldest`]: ({ event, step: { before }, snapshot }) => {
      const ids = selectToasts(snapshot).map((t) => t.id);
      expect(ids.length).toBeLessThanOrEqual(MAX_TOASTS);
      if (event.type === 'toast.show')
        expect(ids).toEqual([...before.context.toasts.map((t) => t.id), before.context.nextId].slice(-MAX_TOASTS));
    },
    'a dismissed toast is gone, the others stay in order': ({ event, step: { before }, snapshot }) => {
      if (event.type !== 'toast.dismiss') return;
      expect(selectToasts(snapshot)).toEqual(before.context.toasts.filter((t) => t.id !== event.id));
    },
  },
});

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  return { clock, actor, ids: () => selectToasts(actor.getSnapshot()).map((t) => t.id) };
}

describe('toasts machine', () => {
  it('closes a toast after exactly 5 s', () => {
    const { clock, actor, ids } = start();
    actor.send({ type: 'toast.show', kind: 'success', message: msg`Saved` });
    expect(selectToasts(actor.getSnapshot())).toMatchObject([
      { id: 1, kind: 'success', message: { message: 'Saved' } },
    ]);
    clock.increment(TOAST_DURATION_MS - 1);
    expect(ids()).toEqual([1]);
    clock.increment(1);
    expect(ids()).toEqual([]);
  });

  it('times each toast on its own and lets the user close one early', () => {
    const { clock, actor, ids } = start();
    actor.send({ type: 'toast.show', kind: 'info', message: msg`First` });
    clock.increment(2000);
    actor.send({ type: 'toast.show', kind: 'error', message: msg`Second` });
    actor.send({ type: 'toast.show', kind: 'warning', message: msg`Third` });
    actor.send({ type: 'toast.dismiss', id: 2 });
    expect(ids()).toEqual([1, 3]);
    clock.increment(3000);
    expect(ids()).toEqual([3]);
    clock.increment(2000);
    expect(ids()).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const { clock, actor, ids } = start();
    for (let i = 0; i < MAX_TOASTS + 2; i++) actor.send({ type: 'toast.show', kind: 'info', message: msg`Hello` });
    expect(ids()).toEqual([3, 4, 5, 6]);
    clock.increment(TOAST_DURATION_MS);
    expect(ids()).toEqual([]);
  });

  it('lets any machine in the system show a toast with showToast()', () => {
    const clock = new SimulatedClock();
    const parent = setup({
      actors: { toasts: toastsMachine },
      actions: { notify: showToast('error', msg`Something went wrong`) },
    }).createMachine({ invoke: { src: 'toasts', systemId: 'toasts' }, on: { 'test.fail': { actions: 'notify' } } });
    const actor = createActor(parent, { clock }).start();
    actor.send({ type: 'test.fail' });
    const toasts = actor.system.get('toasts');
    expect(selectToasts(toasts.getSnapshot())).toMatchObject([
      { kind: 'error', message: { message: 'Something went wrong' } },
    ]);
  });
});
