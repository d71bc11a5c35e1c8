import { PHOTO_FIELD } from '../../../contract/profile';
import type { MessageResponse, UserResponse, UserView } from '../../../contract/user';
import type { PasswordValues } from '../../../machines/password-change/password-change.types';
import type { ProfileValues } from '../../../machines/profile-form/profile-form.types';
import { api } from './api';
import { asApiCall } from './api-failure';
import type { UploadProgress } from './progress-fetch';
import { upload } from './upload';

/**
 * The profile calls of API.md ("Profile"). Every failure is rethrown as an ApiFailure
 * for the machines to decide on.
 */
const user = async (call: Promise<UserResponse>): Promise<UserView> => (await asApiCall(call)).user;

export const profileApi = {
  saveProfile: (values: ProfileValues, signal?: AbortSignal) =>
    user(api<UserResponse>('/update', { method: 'POST', body: values, signal })),

  /** Multipart POST /update with the one file field `image`, through the client's upload (with progress). */
  uploadPhoto(photo: Blob, fileName: string, signal?: AbortSignal, onProgress?: UploadProgress): Promise<UserView> {
    const body = new FormData();
    body.append(PHOTO_FIELD, photo, fileName);
    return user(upload<UserResponse>('/update', body, { onProgress, signal }));
  },

  deletePhoto: (signal?: AbortSignal) => user(api<UserResponse>('/delete-photo', { method: 'DELETE', signal })),

  deleteAccount: (signal?: AbortSignal) => user(api<UserResponse>('/delete-profile', { method: 'DELETE', signal })),

  async requestEmailChange(email: string, signal?: AbortSignal): Promise<void> {
    await asApiCall(api<MessageResponse>('/update-email', { method: 'PATCH', body: { email }, signal }));
  },

  confirmEmailChange: (code: string, signal?: AbortSignal) =>
    user(api<UserResponse>('/confirm-email', { method: 'POST', body: { verification_code: code }, signal })),

  async changePassword(values: PasswordValues, signal?: AbortSignal): Promise<void> {
    await asApiCall(api<MessageResponse>('/update-password', { method: 'PATCH', body: values, signal }));
  },
};
