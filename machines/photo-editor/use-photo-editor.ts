import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { photoEditorMachine } from './photo-editor.machine';
import { selectPhotoEditor } from './photo-editor.selectors';
import type { PickedFile } from './photo-editor.types';

/** The photo editor's view model and its senders (the profile photo and the sign-up photo). */
export function usePhotoEditor(actor: ActorRefFrom<typeof photoEditorMachine>) {
  const view = useSelector(actor, selectPhotoEditor, shallowEqual);
  const senders = useMemo(
    () => ({
      pick: (file: PickedFile) => actor.send({ type: 'photo.pick', file }),
      resize: (size: number) => actor.send({ type: 'photo.resize', size }),
      rotate: (angle: number) => actor.send({ type: 'photo.rotate', angle }),
      save: () => actor.send({ type: 'photo.save' }),
      cancel: () => actor.send({ type: 'photo.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
