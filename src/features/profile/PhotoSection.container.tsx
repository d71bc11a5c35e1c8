import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { UserView } from '../../../contract/user';
import { createPhotoDeletionImplementations } from '../../../machines/photo-deletion/photo-deletion.actors';
import { photoDeletionMachine } from '../../../machines/photo-deletion/photo-deletion.machine';
import { selectPhotoDeletion } from '../../../machines/photo-deletion/photo-deletion.selectors';
import { createPhotoEditorImplementations } from '../../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { selectPhotoEditor } from '../../../machines/photo-editor/photo-editor.selectors';
import { systemImagePicker } from '../../adapters/file-picker';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PhotoCard } from './PhotoCard';
import { PhotoEditorContainer } from './PhotoEditor.container';
import { decodePhoto, savePhoto } from './photo-encoding';
import { profileApi } from './profile-api';
import { useScreenActor } from './use-screen-actor';
import { useSessionEffects } from './use-session-effects';

/** The profile photo with its editor (JPEG, spec §9) and the delete-photo popup. */
export function PhotoSectionContainer({ user }: { user: UserView }) {
  const effects = useSessionEffects();
  const editor = useScreenActor(
    () =>
      photoEditorMachine.provide(
        createPhotoEditorImplementations({ decodePhoto, savePhoto, userUpdated: effects.userUpdated }),
      ),
    { input: { format: 'jpeg' } },
  );
  const deletion = useScreenActor(() =>
    photoDeletionMachine.provide(
      createPhotoDeletionImplementations({
        deletePhoto: (signal) => profileApi.deletePhoto(signal),
        userUpdated: effects.userUpdated,
      }),
    ),
  );
  const photo = useSelector(editor, selectPhotoEditor);
  const deleting = useSelector(deletion, selectPhotoDeletion);
  const [pickWithSystemDialog] = useState(() => systemImagePicker());

  return (
    <>
      <PhotoCard
        imageUrl={user.image}
        ownerName={user.name}
        petName={user.pet_name}
        decoding={photo.decoding}
        problem={photo.open ? null : photo.problem}
        onFile={(file) => editor.send({ type: 'photo.pick', file })}
        pickWithSystemDialog={pickWithSystemDialog}
        onDeleteRequest={() => deletion.send({ type: 'deletion.open' })}
      />
      <PhotoEditorContainer editor={editor} />
      <DeletePhotoDialog
        {...deleting}
        onConfirm={() => deletion.send({ type: 'deletion.confirm' })}
        onCancel={() => deletion.send({ type: 'deletion.cancel' })}
      />
    </>
  );
}
