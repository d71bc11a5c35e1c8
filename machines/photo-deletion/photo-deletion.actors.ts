import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { PhotoDeletionDeps } from './photo-deletion.types';

/** Real effects for `photoDeletionMachine.provide(...)`: its confirmed task. */
export function createPhotoDeletionImplementations(deps: PhotoDeletionDeps) {
  return {
    actors: {
      task: fromPromise<UserView>(({ signal }) => deps.deletePhoto(signal)),
    },
  };
}
