import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { PhotoDeletionDeps } from './photo-deletion.types';

/** Real effects for `photoDeletionMachine.provide(...)`. */
export function createPhotoDeletionImplementations(deps: PhotoDeletionDeps) {
  return {
    actors: {
      deletePhoto: fromPromise<UserView>(({ signal }) => deps.deletePhoto(signal)),
    },
  };
}
