import type { UserView } from '../../contract/user';

/**
 * Giving the date of birth once, for accounts made before sign-up asked for it (issue 13): the
 * chat screen asks before the first search.
 *
 *   editing ── birthDate.submit {value} ──▶ saving ──▶ saved (the user goes to the session)
 *      ▲                                       └──▶ editing (with the server's error)
 */
export type BirthDateEvent = { type: 'birthDate.submit'; value: string };

export interface BirthDateContext {
  /** The server's message for the last attempt (English, translated by the view), or null. */
  error: string | null;
}

export interface BirthDateDeps {
  /** POST /api/update with only `birth_date`; rejects with an ApiFailure. */
  save(value: string, signal: AbortSignal): Promise<UserView>;
}
