import type {
  ForgotInput,
  LoginInput,
  ResendInput,
  ResetInput,
  SignupInput,
  VerifyInput,
} from '../../../contract/auth';
import type { LoginResponse, MessageResponse, RefreshResponse, UserResponse } from '../../../contract/user';
import { api } from './api';
import { asApiCall } from './api-failure';

/**
 * The accounts calls of API.md. Every failure is rethrown as an ApiFailure (status, message,
 * field errors, Retry-After) for the machines to decide on.
 */

export const login = (body: LoginInput, signal?: AbortSignal) =>
  asApiCall(api<LoginResponse>('/login', { method: 'POST', body, signal }));

export const register = (body: SignupInput, signal?: AbortSignal) =>
  asApiCall(api<UserResponse>('/register', { method: 'POST', body, signal }));

export const verifyEmail = (body: VerifyInput, signal?: AbortSignal) =>
  asApiCall(api<UserResponse>('/verify-email', { method: 'POST', body, signal }));

export const resendVerifyCode = (body: ResendInput, signal?: AbortSignal) =>
  asApiCall(api<MessageResponse>('/resend-verify-code', { method: 'POST', body, signal }));

export const forgotPassword = (body: ForgotInput, signal?: AbortSignal) =>
  asApiCall(api<MessageResponse>('/forgot-password', { method: 'POST', body, signal }));

export const resetPassword = (body: ResetInput, signal?: AbortSignal) =>
  asApiCall(api<MessageResponse>('/reset-password', { method: 'POST', body, signal }));

/** PUT /api/ping: the keep-alive that marks the user online. */
export const ping = async (signal?: AbortSignal): Promise<void> => {
  await asApiCall(api('/ping', { method: 'PUT', signal }));
};

/** POST /api/refresh: never retried (a reused refresh token ends the session). */
export const postRefresh = (signal?: AbortSignal) =>
  api<RefreshResponse>('/refresh', { method: 'POST', signal, retry: false });
