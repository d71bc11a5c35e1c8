import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { selectPhotoEditor } from '../../../machines/photo-editor/photo-editor.selectors';
import { PhotoEditorDialog } from './PhotoEditorDialog';
import type { DrawablePhoto } from './photo-drawing';

/** The photo-editor popup driven by a photo-editor actor (profile and sign-up photo). */
export function PhotoEditorContainer({ editor }: { editor: ActorRefFrom<typeof photoEditorMachine> }) {
  const photo = useSelector(editor, selectPhotoEditor);
  return (
    <PhotoEditorDialog
      open={photo.open}
      // The actor holds what decodePhoto made: an ImageBitmap or an <img>, both drawable.
      photo={photo.source as DrawablePhoto | null}
      size={photo.size}
      angle={photo.angle}
      saving={photo.saving}
      saved={photo.saved}
      problem={photo.problem}
      serverMessage={photo.serverMessage}
      onResize={(size) => editor.send({ type: 'photo.resize', size })}
      onRotate={(angle) => editor.send({ type: 'photo.rotate', angle })}
      onSave={() => editor.send({ type: 'photo.save' })}
      onCancel={() => editor.send({ type: 'photo.cancel' })}
    />
  );
}
