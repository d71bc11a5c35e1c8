import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { PhotoEditorDeps, PhotoSource, PickedFile, SavePhotoInput } from './photo-editor.types';

/** Real effects for `photoEditorMachine.provide(...)`. */
export function createPhotoEditorImplementations(deps: PhotoEditorDeps) {
  return {
    actors: {
      decodePhoto: fromPromise<PhotoSource, PickedFile>(({ input, signal }) => deps.decodePhoto(input, signal)),
      savePhoto: fromPromise<UserView, SavePhotoInput>(({ input, signal }) => deps.savePhoto(input, signal)),
    },
    actions: {
      leaveAfterSave: () => deps.leaveAfterSave?.(),
    },
  };
}
