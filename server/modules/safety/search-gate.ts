import type { ErrorCode } from '../../../contract/error-codes';
import { isAdult, SAFETY_MESSAGES } from '../../../contract/safety';
import type { UserRow } from '../../db/schema/index';

/**
 * Why a user may not use random chat now, or null: no date of birth yet (asked once), younger
 * than 18, or held by the automatic brake until a moderator looks.
 */
export function randomChatRefusal(
  user: Pick<UserRow, 'birthDate' | 'underReviewAt'>,
  now: Date,
): { message: (typeof SAFETY_MESSAGES)[keyof typeof SAFETY_MESSAGES]; code: ErrorCode } | null {
  if (user.birthDate === null) return { message: SAFETY_MESSAGES.birthDateNeeded, code: 'birth_date_needed' };
  if (!isAdult(user.birthDate, now)) return { message: SAFETY_MESSAGES.adultsOnly, code: 'under_18' };
  if (user.underReviewAt !== null) return { message: SAFETY_MESSAGES.underReview, code: 'under_review' };
  return null;
}
