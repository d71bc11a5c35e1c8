import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type AnyActorLogic,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  fromCallback,
  type InputFrom,
  type SimulatedClock,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { type Deferred, deferred, flush } from './deferred';
import {
  activeStateIds,
  generatePaths,
  handledEventTypes,
  type ModelEvent,
  type ModelPath,
  type ModelStep,
  serializeState,
} from './paths';
import { catalogueFile, describeEvent, eventDetails, stateName, writeCatalogue } from './qa-catalogue';

/**
 * One harness for every model test: `describeModel(machine, { inputs, events, world, oracles })`.
 *
 * - Paths are generated from `machine` (`generatePaths`: the shortest path to every reachable state,
 *   then each event tried there).
 * - One `it` per path builds a fresh `world()` (fake effects, recorder actors, a `SimulatedClock`),
 *   starts the machine the world provides, replays the path and, after each step, checks the
 *   actor's state equals the model's and runs every oracle.
 * - Each step's event reaches the actor the way it would in the app: `world.produce` first (a
 *   callback of a fake connection…); then `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 *   settle the newest pending call of `world.calls[<id>]`; `xstate.after.*` advances
 *   `world.clock` to 1 ms before the delay (the state must not have moved) and then to the delay;
 *   any other event is sent.
 * - Built-in guards: every stable state reached, every handled event used, every (state × event)
 *   pair the machine handles tried in some path. An exception is listed in `allowUnreached`,
 *   `allowUnused` or `allowUnpaired` with its reason, and fails once it is no longer needed.
 */

export type { ModelEvent } from './paths';

/** An event an invoked actor or a timer produces: `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`. */
export type ActorEvent = { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** The event of a step: one of the machine's own, or one its actors and timers produce. */
export type StepEvent<M extends AnyStateMachine> = EventFromLogic<M> | ActorEvent;

/** A step of a path (done/error/after events are not in the machine's own event type). */
export type Step<M extends AnyStateMachine> = Omit<ModelStep<M>, 'event'> & { event: StepEvent<M> };
export type Path<M extends AnyStateMachine> = Omit<ModelPath<M>, 'steps'> & { steps: Step<M>[] };

/** Why an exception to a guard is fine; must say something. */
export type Reason = string;

/** Fake of an effect that returns a promise: each call waits until the test settles it. */
export interface FakeCalls<A extends unknown[], R> {
  /** Stand-in for the effect, e.g. `login: api.fn` in `createLoginImplementations({ … })`. */
  fn: (...args: A) => Promise<R>;
  /** Every call so far, oldest first. */
  calls: Array<FakeCall<A, R>>;
  /** The newest call, which must still be waiting (not settled, not aborted). */
  pending(): FakeCall<A, R>;
}

export interface FakeCall<A extends unknown[], R> {
  args: A;
  d: Deferred<R>;
  settled: boolean;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/** A fake effect returning a promise; an `AbortSignal` argument marks the call aborted when the machine drops it. */
export function fakeCalls<A extends unknown[], R = void>(): FakeCalls<A, R> {
  const calls: Array<FakeCall<A, R>> = [];
  return {
    calls,
    fn: (...args: A) => {
      const signal = args.find((a): a is AbortSignal => a instanceof AbortSignal);
      const d = deferred<R>(signal);
      const call: FakeCall<A, R> = {
        args,
        d,
        settled: false,
        resolve: (value) => {
          call.settled = true;
          d.resolve(value);
        },
        reject: (error) => {
          call.settled = true;
          d.reject(error);
        },
      };
      calls.push(call);
      return d.promise;
    },
    pending() {
      const call = calls.at(-1);
      if (!call) throw new Error('no call was made');
      if (call.settled) throw new Error('the newest call is already settled');
      if (call.d.aborted) throw new Error('the newest call was aborted');
      return call;
    },
  };
}

/** An actor that only records the events it receives, e.g. the `session` or `toasts` of the system. */
export interface Recorder {
  logic: AnyActorLogic;
  /** Every event it received, oldest first (across all its actors). */
  events: ModelEvent[];
  /** The input of each actor started from this logic, in order. */
  inputs: unknown[];
  /** How many actors of this logic were started so far. */
  starts: number;
  /** How many of them are running now. */
  live: number;
}

export function recorder(): Recorder {
  const rec: Recorder = { events: [], inputs: [], starts: 0, live: 0, logic: undefined as never };
  rec.logic = fromCallback(({ receive, input }) => {
    rec.starts++;
    rec.live++;
    rec.inputs.push(input);
    receive((event) => rec.events.push(event as ModelEvent));
    return () => {
      rec.live--;
    };
  });
  return rec;
}

/** The fakes of one run. Built afresh for every path. */
export interface ModelWorld<M extends AnyStateMachine> {
  /** The machine under test with its effects replaced: usually `machine.provide(createXImplementations(fakes))`. */
  machine: M;
  /**
   * Actors the machine reaches by system id (`session`, `toasts`…). When given, the machine runs
   * invoked in a host machine next to them, under `systemId` (default: the machine's id).
   */
  system?: Record<string, AnyActorLogic>;
  systemId?: string;
  /** The clock the actor runs on; required when a path has `xstate.after.*` events. */
  clock?: SimulatedClock;
  /** Fakes of invoked promise actors, by invoke id: `xstate.done.actor.<id>` resolves the pending call with the event's `output`, `xstate.error.actor.<id>` rejects it with its `error`. */
  calls?: Record<string, { pending(): { resolve(value: never): void; reject(error: unknown): void } }>;
  /** Produces an event the fakes above cannot (a callback of a fake connection…); returns true when it did. */
  produce?(event: StepEvent<M>, step: Step<M>, actor: Actor<M>): boolean | Promise<boolean>;
  /** Called once the actor has started (e.g. to listen to what it emits). */
  started?(actor: Actor<M>): void;
}

export interface OracleContext<M extends AnyStateMachine, W extends ModelWorld<M>> {
  world: W;
  actor: Actor<M>;
  /** The actor's snapshot now (already checked equal to the model's). */
  snapshot: SnapshotFrom<M>;
  /** The step just taken. */
  step: Step<M>;
  event: StepEvent<M>;
  /** Index of the step in the path. */
  index: number;
  path: ModelPath<M>;
  /** The steps taken so far, this one included. */
  taken: Step<M>[];
  /**
   * What this step appended to an array of the world (a fake's `calls`, a recorder's `events`, a
   * log of effects): arrays up to three levels deep in plain objects of the world are measured
   * before each step.
   */
  added<T>(list: T[]): T[];
}

export type StartContext<M extends AnyStateMachine, W extends ModelWorld<M>> = Omit<
  OracleContext<M, W>,
  'step' | 'event' | 'index' | 'taken' | 'added'
>;

export type Oracle<M extends AnyStateMachine, W extends ModelWorld<M>> = (
  ctx: OracleContext<M, W>,
) => void | Promise<void>;

export interface DescribeModelOptions<M extends AnyStateMachine, W extends ModelWorld<M>> {
  /** Title of the `describe`; default `<machine id> machine (model-based)`. */
  name?: string;
  /** One model per input; default a single `undefined` input. */
  inputs?: InputFrom<M>[];
  /** The events to try in a state: user events plus what its actors and timers can produce there. */
  events: (snapshot: SnapshotFrom<M>) => ModelEvent[];
  /** What identifies a state for the model; default value + context. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Builds the fakes of one run. */
  world: (path: ModelPath<M>) => W;
  /** Assertions run after every step, by name: views, calls made, events sent. */
  oracles: Record<string, Oracle<M, W>>;
  /** Assertions right after the actor started, before the first step. */
  atStart?: (ctx: StartContext<M, W>) => void | Promise<void>;
  /** Assertions after the actor was stopped at the end of the path. */
  atStop?: (ctx: StartContext<M, W>) => void | Promise<void>;
  /** The delay an `xstate.after.*` step must take (the spec's figure); default the machine's own delay. */
  delay?: (step: Step<M>) => number;
  /** State ids (`machine.state`) no path reaches, each with the reason. */
  allowUnreached?: Record<string, Reason>;
  /** Event types no path uses, each with the reason. */
  allowUnused?: Record<string, Reason>;
  /** `<state id> × <event type>` pairs no path tries, each with the reason. */
  allowUnpaired?: Record<string, Reason>;
}

/** Declares the model test of `machine`; returns the generated paths for extra checks. */
export function describeModel<M extends AnyStateMachine, W extends ModelWorld<M>>(
  machine: M,
  options: DescribeModelOptions<M, W>,
): Path<M>[] {
  const serialize = options.serializeState ?? ((s: SnapshotFrom<M>) => serializeState(s));
  const paths = generatePaths(machine, {
    inputs: options.inputs ?? [undefined as InputFrom<M>],
    events: (s) => options.events(s) as EventFromLogic<M>[],
    serializeState: serialize,
  });
  const coverage = modelCoverage(machine, paths);
  const suite = options.name ?? `${machine.id} machine (model-based)`;
  const titles = uniqueTitles(paths.map((p) => p.description));
  const file = catalogueFile();
  if (file) catalogue(file, machine, suite, paths, titles, Object.keys(options.oracles));

  describe(suite, () => {
    for (const [i, path] of paths.entries()) it(titles[i], () => runPath(path, options, serialize));

    it('reaches every stable state of the machine', () => {
      checkExceptions('allowUnreached', options.allowUnreached, coverage.states, coverage.reached);
      const missing = coverage.states.filter((id) => !coverage.reached.has(id) && !options.allowUnreached?.[id]);
      expect(missing, 'states no path reaches').toEqual([]);
    });

    it('uses every event the machine handles', () => {
      checkExceptions('allowUnused', options.allowUnused, coverage.events, coverage.used);
      const missing = coverage.events.filter((type) => !coverage.used.has(type) && !options.allowUnused?.[type]);
      expect(missing, 'events no path uses').toEqual([]);
    });

    it('tries every (state × event) pair the machine handles', () => {
      checkExceptions('allowUnpaired', options.allowUnpaired, coverage.pairs, coverage.tried);
      const missing = coverage.pairs.filter((pair) => !coverage.tried.has(pair) && !options.allowUnpaired?.[pair]);
      expect(missing, 'pairs no path tries').toEqual([]);
    });
  });
  return paths as Path<M>[];
}

const stateValueOf = (snapshot: unknown) => (snapshot as { value: StateValue }).value;

/** Paths with the same events (other inputs or event data) get `(#2)`, `(#3)`… so each can be rerun alone. */
function uniqueTitles(descriptions: string[]): string[] {
  const seen = new Map<string, number>();
  return descriptions.map((d) => {
    const n = (seen.get(d) ?? 0) + 1;
    seen.set(d, n);
    return n === 1 ? d : `${d} (#${n})`;
  });
}

/** Appends this model's paths to QA's catalogue (see qa-catalogue.ts). */
function catalogue<M extends AnyStateMachine>(
  file: string,
  machine: M,
  suite: string,
  paths: ModelPath<M>[],
  titles: string[],
  checks: string[],
) {
  // The test file that called describeModel, for the rerun command QA copies.
  const caller = /tests\/model\/[\w.-]+\.test\.ts/.exec(new Error().stack ?? '')?.[0] ?? '';
  writeCatalogue(
    file,
    paths.map((path, i) => ({
      machine: machine.id,
      suite,
      file: caller,
      title: titles[i],
      initial: stateName(stateValueOf(path.initial)),
      steps: path.steps.map((step) => {
        const event = step.event as ModelEvent;
        return {
          does: describeEvent(event.type),
          event: event.type,
          details: eventDetails(event),
          before: stateName(stateValueOf(step.before)),
          after: stateName(stateValueOf(step.after)),
        };
      }),
      checks,
    })),
  );
}

async function runPath<M extends AnyStateMachine, W extends ModelWorld<M>>(
  path: ModelPath<M>,
  options: DescribeModelOptions<M, W>,
  serialize: (s: SnapshotFrom<M>) => string,
) {
  const world = options.world(path);
  const { actor, stop } = start(world, path.input);
  world.started?.(actor);
  await flush();
  expect(serialize(actor.getSnapshot()), 'initial state').toBe(serialize(path.initial));
  const base = { world, actor, path };
  await options.atStart?.({ ...base, snapshot: actor.getSnapshot() });

  const steps = path.steps as Step<M>[];
  for (const [index, step] of steps.entries()) {
    const event = step.event as ModelEvent;
    const lengths = measureArrays(world);
    const where = `step ${index + 1} (${event.type})`;
    const produced = world.produce?.(step.event, step, actor);
    if (produced === true || (produced instanceof Promise && (await produced))) {
      // produced by the world
    } else if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
      const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)!;
      const fake = world.calls?.[id];
      if (!fake) throw new Error(`${where}: the world has no fake for the invoked actor "${id}"`);
      const call = fake.pending();
      if (kind === 'done') call.resolve(event.output as never);
      else call.reject(event.error);
    } else if (event.type.startsWith('xstate.after.')) {
      if (!world.clock) throw new Error(`${where}: the world has no clock`);
      const delay = options.delay?.(step) ?? machineDelay(world.machine, step);
      world.clock.increment(delay - 1);
      await flush();
      expect(serialize(actor.getSnapshot()), `${where}: moved before the expected ${delay} ms`).toBe(
        serialize(step.before),
      );
      world.clock.increment(1);
    } else if (event.type.startsWith('xstate.')) {
      throw new Error(`${where}: nothing in the world produces ${event.type}`);
    } else {
      actor.send(event as EventFromLogic<M>);
    }
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serialize(snapshot), where).toBe(serialize(step.after));
    const ctx: OracleContext<M, W> = {
      ...base,
      snapshot,
      step,
      event: step.event,
      index,
      taken: steps.slice(0, index + 1),
      added: (list) => {
        const length = lengths.get(list);
        if (length === undefined) throw new Error('added(): that array is not one of the world');
        return list.slice(length);
      },
    };
    for (const [name, oracle] of Object.entries(options.oracles)) {
      try {
        const result = oracle(ctx);
        if (result instanceof Promise) await result;
      } catch (error) {
        if (error instanceof Error) error.message = `${where}, oracle "${name}": ${error.message}`;
        throw error;
      }
    }
  }
  const last = actor.getSnapshot();
  stop();
  await options.atStop?.({ ...base, snapshot: last });
}

/** The length of every array in plain objects of the world, up to three levels deep. */
function measureArrays(world: object): Map<unknown[], number> {
  const lengths = new Map<unknown[], number>();
  const visit = (value: unknown, depth: number) => {
    if (Array.isArray(value)) lengths.set(value, value.length);
    else if (depth < 3 && value && typeof value === 'object') {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return;
      for (const child of Object.values(value)) visit(child, depth + 1);
    }
  };
  visit(world, 0);
  return lengths;
}

function start<M extends AnyStateMachine>(world: ModelWorld<M>, input: InputFrom<M>) {
  if (!world.system) {
    const actor = createActor(world.machine, { input, clock: world.clock }).start();
    return { actor, stop: () => actor.stop() };
  }
  const systemId = world.systemId ?? world.machine.id;
  const host = createActor(
    setup({ actors: { ...world.system, [systemId]: world.machine } }).createMachine({
      invoke: [
        ...Object.keys(world.system).map((id) => ({ id, src: id, systemId: id })),
        { id: systemId, src: systemId, systemId, input },
      ],
    } as never),
    { clock: world.clock },
  ).start();
  return { actor: host.system.get(systemId) as Actor<M>, stop: () => host.stop() };
}

/** The delay of an `xstate.after.*` step as the (provided) machine defines it, in the state before the step. */
function machineDelay(machine: AnyStateMachine, step: Step<AnyStateMachine>): number {
  for (const node of getStateNodes(machine.root)) {
    const delayed = node.after.find((t) => t.eventType === step.event.type);
    if (!delayed) continue;
    const ref = delayed.delay as unknown;
    const impl = typeof ref === 'string' ? (machine.implementations.delays as Record<string, unknown>)[ref] : ref;
    const value =
      typeof impl === 'function'
        ? (impl as (args: unknown) => number)({ context: step.before.context, event: step.event })
        : impl;
    if (typeof value !== 'number') throw new Error(`cannot resolve the delay of ${step.event.type}`);
    return value;
  }
  throw new Error(`no state node has the delayed transition ${step.event.type}`);
}

/** Fails when an exception names nothing the machine has, is already covered, or gives no reason. */
export function checkExceptions(
  kind: string,
  allowed: Record<string, Reason> | undefined,
  all: string[],
  covered: Set<string>,
) {
  for (const [item, reason] of Object.entries(allowed ?? {})) {
    expect(all, `${kind}: "${item}" is not in the machine`).toContain(item);
    expect(reason.trim().length, `${kind}: "${item}" needs a reason`).toBeGreaterThan(0);
    expect(covered.has(item), `${kind}: "${item}" is covered now; remove the exception`).toBe(false);
  }
}

/** Internal events the machine raises itself, never produced by a test. */
const internal = (type: string) => type.startsWith('xstate.done.state.');

/** What the paths cover of the machine: states, events and (state × event) pairs. */
export function modelCoverage<M extends AnyStateMachine>(machine: M, paths: ModelPath<M>[]) {
  const nodes = getStateNodes(machine.root).filter((n) => n.type !== 'history');
  // Stable: not left at once by an `always` transition.
  const stable = nodes.filter((n) => !n.always?.length);
  const states = stable.map((n) => n.id);
  const events = handledEventTypes(machine).filter((t) => !internal(t));
  // A pair: an atomic stable state and an event that it or an ancestor reacts to.
  const pairs: string[] = [];
  for (const leaf of stable.filter((n) => n.type === 'atomic')) {
    const types = new Set<string>();
    for (let n: typeof leaf | undefined = leaf; n; n = n.parent) for (const t of n.ownEvents) types.add(t);
    for (const t of [...types].sort()) if (!internal(t)) pairs.push(pairKey(leaf.id, t));
  }
  const reached = new Set<string>();
  const used = new Set<string>();
  const tried = new Set<string>();
  const ids = (s: SnapshotFrom<M>) => activeStateIds(s);
  for (const path of paths) {
    for (const id of ids(path.initial)) reached.add(id);
    for (const step of path.steps) {
      used.add(step.event.type);
      for (const id of ids(step.after)) reached.add(id);
      for (const id of ids(step.before)) tried.add(pairKey(id, step.event.type));
    }
  }
  return { states, events, pairs, reached, used, tried };
}

export const pairKey = (stateId: string, eventType: string) => `${stateId} × ${eventType}`;
