import type { AppealInput } from '../../contract/moderation';
import type { FieldErrors } from '../shared/form-errors';

/**
 * A banned user's appeal (issue 28; the public page /appeal#token=…, linked from the login's
 * ban notice). The token comes with the page's address; the user writes why.
 *
 *   idle     appeal.submit {token, message} → sending (POST /api/appeals)
 *   sending  done  → sent (the moderators have it; nothing more to do here)
 *            error → idle: a 422's messages on the field; a refusal by its code
 *                    (appeal_token_invalid: log in again for a new link; appeal_exists: one per ban);
 *                    anything else "failed, try again"
 */
export interface AppealContext {
  fieldErrors: FieldErrors | null;
  /** The refusal's code, 'failed' when no usable answer came, or null. */
  refusal: string | null;
}

export type AppealEvent = { type: 'appeal.submit'; values: AppealInput };

export interface AppealDeps {
  file(body: AppealInput, signal: AbortSignal): Promise<void>;
}
