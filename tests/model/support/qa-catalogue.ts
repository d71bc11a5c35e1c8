import { appendFileSync } from 'node:fs';
import type { StateValue } from 'xstate';
import type { ModelEvent } from './paths';

/**
 * QA's scenario catalogue (`npm run qa:paths [machine]`): when `QA_PATHS_FILE` is set, every
 * `describeModel` appends the paths it generated to that file as JSON lines, and
 * scripts/qa-paths.mjs prints them in plain words. Nothing is written in a normal test run.
 */

export interface CataloguedStep {
  /** What happens, in plain words ("the user sends report.submit", "the sendReport call fails"). */
  does: string;
  event: string;
  /** The event's fields other than `type`, shortened. */
  details: string;
  before: string;
  after: string;
}

export interface CataloguedPath {
  machine: string;
  suite: string;
  file: string;
  title: string;
  initial: string;
  steps: CataloguedStep[];
  checks: string[];
}

/** `{ signedIn: { chat: 'idle' } }` → `signedIn.chat.idle`; parallel regions joined with ` + `. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    const inner = child === undefined ? '' : stateName(child as StateValue);
    if (!inner) return key;
    return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
  });
  return parts.join(' + ');
}

/** The event of a step in plain words; the machine's own events are what a user or a parent sends. */
export function describeEvent(type: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return actor[1] === 'done' ? `the ${actor[2]} call succeeds` : `the ${actor[2]} call fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `${Number.isFinite(Number(after[1])) ? `${after[1]} ms` : `the "${after[1]}" delay`} pass(es)`;
  return `${type} is sent`;
}

/** The fields of an event beside its type, as short text (long values cut). */
export function eventDetails(event: ModelEvent): string {
  const { type: _type, ...rest } = event;
  if (Object.keys(rest).length === 0) return '';
  const text = JSON.stringify(rest, (_key, value) =>
    typeof value === 'string' && value.length > 40 ? `${value.slice(0, 37)}…` : value,
  );
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function catalogueFile(): string | undefined {
  return process.env.QA_PATHS_FILE || undefined;
}

export function writeCatalogue(file: string, paths: CataloguedPath[]): void {
  appendFileSync(file, paths.map((p) => `${JSON.stringify(p)}\n`).join(''));
}
