import type { MessageDescriptor } from '@lingui/core';
import type { ResendInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';

/**
 * The resend link of the verification screen (spec §4 "Resend-code timer", §8 resend rows).
 *
 *   counting  a ticker child sends `timer.tick` every second; the count goes down from 120
 *             (a code was just mailed); at zero → ready
 *   ready     [canResend] `code.resend`: without a known email → 'email missing', stays;
 *             otherwise → sending
 *   sending   POST /api/resend-verify-code {email}
 *             done  → toast 'code resent', the count starts again at 120 → counting
 *             error → 404 'user not found', 422 'invalid email', anything else 'resend failed'
 *                     → ready; a 429 (the server's own 120 s) counts down its Retry-After
 */
export const RESEND_COOLDOWN_SECONDS = 120;
export const TICK_MS = 1000;

export interface ResendCodeInput {
  email: string | null;
  /** The cooldown; 120 s unless a test asks for less. */
  seconds?: number;
}

export interface ResendCodeContext {
  email: string | null;
  cooldown: number;
  remaining: number;
  error: MessageDescriptor | null;
}

export type ResendCodeEvent = { type: 'code.resend' } | { type: 'timer.tick' };

export interface ResendCodeDeps {
  resendCode(body: ResendInput, signal: AbortSignal): Promise<MessageResponse>;
}
