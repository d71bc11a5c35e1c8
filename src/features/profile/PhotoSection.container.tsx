import type { UserView } from '../../../contract/user';
import { usePhotoDeletion } from '../../../machines/photo-deletion/use-photo-deletion';
import { usePhotoEditor } from '../../../machines/photo-editor/use-photo-editor';
import { photoDeletionScreen, photoEditorScreen, pickImageWithSystemDialog } from '../../app/composition/profile';
import { useScreen } from '../../app/use-screen';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PhotoCard } from './PhotoCard';
import { PhotoEditorContainer } from './PhotoEditor.container';

/** The profile photo with its editor (JPEG, spec §9) and the delete-photo popup. */
export function PhotoSectionContainer({ user }: { user: UserView }) {
  const editor = useScreen(photoEditorScreen, { format: 'jpeg' });
  const { view: photo, pick } = usePhotoEditor(editor);
  const deletion = usePhotoDeletion(useScreen(photoDeletionScreen));
  return (
    <>
      <PhotoCard
        imageUrl={user.image}
        ownerName={user.name}
        petName={user.pet_name}
        decoding={photo.decoding}
        problem={photo.open ? null : photo.problem}
        onFile={pick}
        pickWithSystemDialog={pickImageWithSystemDialog}
        onDeleteRequest={deletion.open}
      />
      <PhotoEditorContainer editor={editor} />
      <DeletePhotoDialog {...deletion.view} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </>
  );
}
