import { usePhotoEditor } from '../../../machines/photo-editor/use-photo-editor';
import { pickImageWithSystemDialog, signupPhotoScreen } from '../../app/composition/signup-photo';
import { useScreen } from '../../app/use-screen';
import { PhotoEditorContainer } from '../profile/PhotoEditor.container';
import { SignupPhotoPage } from './SignupPhotoPage';

/** /signup-photo: the same editor as the profile, saved as PNG (spec §7), then on to /profile. */
export function SignupPhotoPageContainer() {
  const editor = useScreen(signupPhotoScreen, { format: 'png' });
  const { view, pick } = usePhotoEditor(editor);
  return (
    <>
      <SignupPhotoPage
        decoding={view.decoding}
        problem={view.open ? null : view.problem}
        onFile={pick}
        pickWithSystemDialog={pickImageWithSystemDialog}
      />
      <PhotoEditorContainer editor={editor} />
    </>
  );
}
