import type { RootActor } from '../../machines/root/root.selectors';

/** What every route's `beforeLoad`/`loader` receives as `context`. */
export interface RouterContext {
  root: RootActor;
}
