import type { CardFormInput, CardSummary } from '../../contract/subscription';
import type { FieldErrors } from '../shared/form-failure';

/**
 * Replace-card popup (spec §2 "Popups: replace card", §4 "A card change reloads the page", §8).
 *
 *   closed ── card.open ──▶ editing ── card.submit {card} ──▶ saving
 *   saving ──▶ closed    200: toast "card changed", the page refreshes (new brand and last 4)
 *          ──▶ editing   422: the server's card errors on their fields
 *          ──▶ failed    402: declined; else 'Failed to change card' — both with the toast
 *                        'failed, try again'
 *   failed ── card.submit ──▶ saving;  card.close closes the popup from any state but saving.
 */
export type CardChangeProblem = 'declined' | 'generic';

export interface CardChangeContext {
  problem: CardChangeProblem | null;
  fieldErrors: FieldErrors;
}

export type CardChangeEvent =
  | { type: 'card.open' }
  | { type: 'card.submit'; card: CardFormInput }
  | { type: 'card.close' };

export interface CardChangeDeps {
  /** POST /api/change-card; rejects with an ApiFailure. */
  changeCard(card: CardFormInput, signal: AbortSignal): Promise<CardSummary>;
}
