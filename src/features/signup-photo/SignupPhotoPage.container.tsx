import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPhotoEditorImplementations } from '../../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { selectPhotoEditor } from '../../../machines/photo-editor/photo-editor.selectors';
import { systemImagePicker } from '../../adapters/file-picker';
import { localizePath } from '../../routing/lang';
import { useUrlLanguage } from '../../routing/use-url-language';
import { PhotoEditorContainer } from '../profile/PhotoEditor.container';
import { decodePhoto, savePhoto } from '../profile/photo-encoding';
import { useScreenActor } from '../profile/use-screen-actor';
import { useSessionEffects } from '../profile/use-session-effects';
import { SignupPhotoPage } from './SignupPhotoPage';

/** /signup-photo: the same editor as the profile, saved as PNG (spec §7), then on to /profile. */
export function SignupPhotoPageContainer() {
  const effects = useSessionEffects();
  const navigate = useNavigate();
  const language = useUrlLanguage();
  const editor = useScreenActor(
    () =>
      photoEditorMachine.provide(
        createPhotoEditorImplementations({ decodePhoto, savePhoto, userUpdated: effects.userUpdated }),
      ),
    { input: { format: 'png' } },
  );
  const photo = useSelector(editor, selectPhotoEditor);
  const [pickWithSystemDialog] = useState(() => systemImagePicker());

  useEffect(() => {
    const subscription = editor.on('photo.saved', () => void navigate({ href: localizePath('/profile', language) }));
    return () => subscription.unsubscribe();
  }, [editor, navigate, language]);

  return (
    <>
      <SignupPhotoPage
        decoding={photo.decoding}
        problem={photo.open ? null : photo.problem}
        onFile={(file) => editor.send({ type: 'photo.pick', file })}
        pickWithSystemDialog={pickWithSystemDialog}
      />
      <PhotoEditorContainer editor={editor} />
    </>
  );
}
