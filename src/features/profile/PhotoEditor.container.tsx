import type { ActorRefFrom } from 'xstate';
import type { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { usePhotoEditor } from '../../../machines/photo-editor/use-photo-editor';
import { PhotoEditorDialog } from './PhotoEditorDialog';
import type { DrawablePhoto } from './photo-drawing';

/** The photo-editor popup driven by a photo-editor actor (profile and sign-up photo). */
export function PhotoEditorContainer({ editor }: { editor: ActorRefFrom<typeof photoEditorMachine> }) {
  const { view, resize, rotate, save, cancel } = usePhotoEditor(editor);
  return (
    <PhotoEditorDialog
      open={view.open}
      // The actor holds what decodePhoto made: an ImageBitmap or an <img>, both drawable.
      photo={view.source as DrawablePhoto | null}
      size={view.size}
      angle={view.angle}
      saving={view.saving}
      saved={view.saved}
      problem={view.problem}
      serverMessage={view.serverMessage}
      onResize={resize}
      onRotate={rotate}
      onSave={save}
      onCancel={cancel}
    />
  );
}
