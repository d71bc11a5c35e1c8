import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom, StateValue } from 'xstate';
import { getStateNodes as activeStateNodes } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;
type Event<M extends AnyStateMachine> = EventFromLogic<M>;

/** A loosely typed event of a path: done/error/after events are not among the machine's own event types. */
export type ModelEvent = { type: string; [key: string]: unknown };

export interface ModelStep<M extends AnyStateMachine> {
  event: Event<M>;
  /** The model's state before the event. */
  before: Snapshot<M>;
  /** The model's state after the event. */
  after: Snapshot<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  description: string;
  input: InputFrom<M>;
  initial: Snapshot<M>;
  steps: ModelStep<M>[];
}

/** Value and context identify a state; children and timers do not. */
export function serializeState(snapshot: { value: StateValue; context: unknown }): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

/**
 * Paths generated from `machine` by `xstate/graph` that together take every transition: for each
 * reachable state (value + context) and each event tried there, the shortest path to that state
 * followed by that event. `events(snapshot)` lists the events to try in a state: user events
 * plus the `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*` events its invoked
 * actors and timers would produce. Run once per input.
 */
export function generatePaths<M extends AnyStateMachine>(
  machine: M,
  opts: {
    inputs: InputFrom<M>[];
    events: (snapshot: Snapshot<M>) => Event<M>[];
    /** What identifies a state; default value + context (`serializeState`). */
    serializeState?: (snapshot: Snapshot<M>) => string;
  },
): ModelPath<M>[] {
  const serialize = opts.serializeState ?? ((s: Snapshot<M>) => serializeState(s));
  const paths: ModelPath<M>[] = [];
  for (const input of opts.inputs) {
    const model = new TestModel(machine, {
      input,
      events: (s: Snapshot<M>) => opts.events(s),
      serializeState: (s: Snapshot<M>) => serialize(s),
    } as never);
    const toState = new Map<string, { initial: Snapshot<M>; steps: ModelStep<M>[] }>();
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      // Step 0 is `xstate.init` with the initial state; each later step holds the event and the state after it.
      const raw = path.steps as unknown as Array<{ event: Event<M>; state: Snapshot<M> }>;
      const steps: ModelStep<M>[] = [];
      for (let i = 1; i < raw.length; i++)
        steps.push({ event: raw[i].event, before: raw[i - 1].state, after: raw[i].state });
      toState.set(serialize(path.state as Snapshot<M>), { initial: raw[0].state, steps });
    }
    const adjacency = model.getAdjacencyMap() as unknown as Record<
      string,
      { state: Snapshot<M>; transitions: Record<string, { event: Event<M>; state: Snapshot<M> }> }
    >;
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      const head = toState.get(key);
      if (!head) throw new Error(`no path to ${key}`);
      for (const { event, state: next } of Object.values(transitions)) {
        const steps = [...head.steps, { event, before: state, after: next } as ModelStep<M>];
        paths.push({
          description: `${input === undefined ? '' : `${JSON.stringify(input)}: `}${steps.map((s) => describeStep(s)).join(' → ')}`,
          input,
          initial: head.initial,
          steps,
        });
      }
    }
  }
  return paths;
}

function describeStep(step: { event: { type: string }; after: { value: StateValue } }): string {
  return `${step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\..*/, 'after')}${'language' in step.event ? `(${String(step.event.language)})` : ''}`;
}

/** Ids of the states a test must reach: every state node except transient ones (`always` only). */
export function stableStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => !node.always?.length)
    .map((node) => node.id);
}

/**
 * Ids of the state nodes a snapshot is in (the root and every ancestor included), through
 * xstate's public `getStateNodes(root, value)` (imported as `activeStateNodes`) rather than the snapshot's private `_nodes`.
 */
export function activeStateIds(snapshot: SnapshotFrom<AnyStateMachine>): Set<string> {
  return new Set(activeStateNodes(snapshot.machine.root, snapshot.value).map((node) => node.id));
}

/** Ids of the state nodes active anywhere along the paths. */
export function reachedStateIds<M extends AnyStateMachine>(paths: ModelPath<M>[]): Set<string> {
  const ids = new Set<string>();
  const visit = (s: Snapshot<M>) => {
    for (const id of activeStateIds(s)) ids.add(id);
  };
  for (const path of paths) {
    visit(path.initial);
    for (const step of path.steps) visit(step.after);
  }
  return ids;
}

/** Event types the machine reacts to anywhere (its transitions, including done/error/after). */
export function handledEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const type of node.ownEvents) types.add(type);
  }
  return [...types].sort();
}

export function usedEventTypes<M extends AnyStateMachine>(paths: ModelPath<M>[]): Set<string> {
  return new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
}

/** The `xstate.after.*` event type of the (single) delayed transition on a state node. */
export function afterEventType(machine: AnyStateMachine, stateId: string): string {
  const node = machine.getStateNodeById(stateId);
  const [delayed] = node.after;
  if (!delayed) throw new Error(`${stateId} has no delayed transition`);
  return delayed.eventType;
}
