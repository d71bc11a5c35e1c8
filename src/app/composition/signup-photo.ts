import { createPhotoEditorImplementations } from '../../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { systemImagePicker } from '../../adapters/file-picker';
import { goTo } from '../../adapters/navigation';
import { decodePhoto, savePhoto } from '../../features/profile/photo-encoding';
import { defineScreen } from './screen';

/**
 * The sign-up photo step (spec §7): the profile's photo editor, saved as PNG (input
 * `{ format: 'png' }`); once the editor closes after a save, on to /profile.
 */
export const signupPhotoScreen = defineScreen(
  'signupPhotoEditor',
  photoEditorMachine.provide(
    createPhotoEditorImplementations({ decodePhoto, savePhoto, leaveAfterSave: () => goTo('/profile') }),
  ),
);

/** The system's image picker where the browser has one (spec §5), else the drop zone's file input. */
export const pickImageWithSystemDialog = systemImagePicker();
