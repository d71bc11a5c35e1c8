import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, setup } from 'xstate';
import { showToast } from './toasts.actions';
import { toastsMachine } from './toasts.machine';
import { selectToasts } from './toasts.selectors';
import { MAX_TOASTS, TOAST_DURATION_MS } from './toasts.types';

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
