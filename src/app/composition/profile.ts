import { createAccountDeletionImplementations } from '../../../machines/account-deletion/account-deletion.actors';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { createEmailChangeImplementations } from '../../../machines/email-change/email-change.actors';
import { emailChangeMachine } from '../../../machines/email-change/email-change.machine';
import { createPasswordChangeImplementations } from '../../../machines/password-change/password-change.actors';
import { passwordChangeMachine } from '../../../machines/password-change/password-change.machine';
import { createPhotoDeletionImplementations } from '../../../machines/photo-deletion/photo-deletion.actors';
import { photoDeletionMachine } from '../../../machines/photo-deletion/photo-deletion.machine';
import { createPhotoEditorImplementations } from '../../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { createProfileFormImplementations } from '../../../machines/profile-form/profile-form.actors';
import { profileFormMachine } from '../../../machines/profile-form/profile-form.machine';
import { createPushPermissionImplementations } from '../../../machines/push-permission/push-permission.actors';
import { pushPermissionMachine } from '../../../machines/push-permission/push-permission.machine';
import { PUSH_PERMISSION_SYSTEM_ID } from '../../../machines/push-permission/push-permission.types';
import { profileApi } from '../../adapters/api/profile-api';
import { pushApi } from '../../adapters/api/push-api';
import { systemImagePicker } from '../../adapters/file-picker';
import { browserPushDeps } from '../../adapters/web-push';
import { decodePhoto, savePhoto } from '../../features/profile/photo-encoding';
import { defineScreen } from './screen';

/** Profile screens with the browser's effects (imported by the /profile route chunk only). */
export const profileFormScreen = defineScreen(
  'profileForm',
  profileFormMachine.provide(
    createProfileFormImplementations({ saveProfile: (values, signal) => profileApi.saveProfile(values, signal) }),
  ),
);

/** The profile photo's editor (input `{ format: 'jpeg' }`, spec §9). */
export const photoEditorScreen = defineScreen(
  'photoEditor',
  photoEditorMachine.provide(createPhotoEditorImplementations({ decodePhoto, savePhoto })),
);

export const photoDeletionScreen = defineScreen(
  'photoDeletion',
  photoDeletionMachine.provide(
    createPhotoDeletionImplementations({ deletePhoto: (signal) => profileApi.deletePhoto(signal) }),
  ),
);

export const emailChangeScreen = defineScreen(
  'emailChange',
  emailChangeMachine.provide(
    createEmailChangeImplementations({
      requestChange: (email, signal) => profileApi.requestEmailChange(email, signal),
      confirmCode: (code, signal) => profileApi.confirmEmailChange(code, signal),
    }),
  ),
);

export const passwordChangeScreen = defineScreen(
  'passwordChange',
  passwordChangeMachine.provide(
    createPasswordChangeImplementations({
      changePassword: (values, signal) => profileApi.changePassword(values, signal),
    }),
  ),
);

export const accountDeletionScreen = defineScreen(
  'accountDeletion',
  accountDeletionMachine.provide(
    createAccountDeletionImplementations({ deleteAccount: (signal) => profileApi.deleteAccount(signal) }),
  ),
);

/** The system's image picker where the browser has one (spec §5), else the drop zone's file input. */
export const pickImageWithSystemDialog = systemImagePicker();

/**
 * "Notifications on this device": the browser's Push API and the server's /push routes. Joins
 * the root's system under `pushPermission` while the profile is shown.
 */
export const pushPermissionScreen = defineScreen(
  PUSH_PERMISSION_SYSTEM_ID,
  pushPermissionMachine.provide(createPushPermissionImplementations(browserPushDeps(pushApi))),
);
