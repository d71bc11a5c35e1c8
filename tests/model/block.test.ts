import { expect } from 'vitest';
import type { BlockedUser } from '../../contract/safety';
import { createBlockImplementations } from '../../machines/block/block.actors';
import { BLOCK_LISTENERS } from '../../machines/block/block.links';
import { blockMachine } from '../../machines/block/block.machine';
import { selectBlock } from '../../machines/block/block.selectors';
import type { BlockTarget } from '../../machines/block/block.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { failures } from './support/profile-fixtures';

const rex: BlockTarget = { id: 2, name: 'Bohdan' };
const kiwi: BlockTarget = { id: 3, name: 'Chrystia' };

describeModel(blockMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'block.open', user: rex },
      { type: 'block.open', user: kiwi },
      { type: 'block.confirm' },
      { type: 'block.cancel' },
    ];
    if (s.matches('blocking'))
      events.push(
        { type: 'xstate.done.actor.block', output: { id: s.context.target?.id, name: 'x', image: null } },
        { type: 'xstate.error.actor.block', error: failures.server },
      );
    return events;
  },
  world: () => {
    const block = fakeCalls<[number, AbortSignal], BlockedUser>();
    // Stand-ins for the screens that follow blocks (the chat, the friends and users lists, the bell).
    const listeners = Object.fromEntries(BLOCK_LISTENERS.map((id) => [id, recorder()]));
    return {
      machine: blockMachine.provide(createBlockImplementations({ block: block.fn })),
      system: Object.fromEntries(BLOCK_LISTENERS.map((id) => [id, listeners[id].logic])),
      calls: { block },
      block,
      listeners,
    };
  },
  oracles: {
    'nobody is blocked without the confirmation, and it is the user the popup was opened for': ({ taken, world }) => {
      const confirmed = taken.filter(
        (s) => s.event.type === 'block.confirm' && (s.before.matches('confirming') || s.before.matches('failed')),
      );
      expect(world.block.calls.map((c) => c.args[0])).toEqual(confirmed.map((s) => s.before.context.target?.id));
    },
    'a block that succeeded reaches every listener through the system, once, with whom': ({ taken, world }) => {
      const done = taken.filter((s) => s.event.type === 'xstate.done.actor.block');
      const told = done.map((s) => ({ type: 'user.blocked', userId: s.before.context.target?.id }));
      for (const id of BLOCK_LISTENERS) expect(world.listeners[id].events, id).toEqual(told);
    },
    'opening takes its user only from idle': ({ step, snapshot }) => {
      if (step.event.type === 'block.open' && step.before.matches('idle'))
        expect(snapshot.context.target).toEqual((step.event as { user: BlockTarget }).user);
      if (step.event.type === 'block.open' && !step.before.matches('idle'))
        expect(snapshot.context.target).toEqual(step.before.context.target);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectBlock(snapshot);
      expect(view.open).toBe(!snapshot.matches('idle'));
      expect(view.busy).toBe(snapshot.matches('blocking'));
      expect(view.failed).toBe(snapshot.matches('failed'));
      expect(view.target).toEqual(snapshot.matches('idle') ? null : snapshot.context.target);
    },
  },
});
