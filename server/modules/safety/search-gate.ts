import { isAdult, SAFETY_MESSAGES } from '../../../contract/safety';
import type { UserRow } from '../../db/schema/index';

/**
 * Why a user may not use random chat now, or null: no date of birth yet (asked once), younger
 * than 18, or held by the automatic brake until a moderator looks.
 */
export function randomChatRefusal(
  user: Pick<UserRow, 'birthDate' | 'underReviewAt'>,
  now: Date,
): (typeof SAFETY_MESSAGES)[keyof typeof SAFETY_MESSAGES] | null {
  if (user.birthDate === null) return SAFETY_MESSAGES.birthDateNeeded;
  if (!isAdult(user.birthDate, now)) return SAFETY_MESSAGES.adultsOnly;
  if (user.underReviewAt !== null) return SAFETY_MESSAGES.underReview;
  return null;
}
