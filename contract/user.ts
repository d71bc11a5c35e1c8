import type { SafetyFields, WarningNotice } from './safety';

/**
 * Response shapes of the accounts API (API.md), importable by the client without server code.
 * The server's presenter (server/modules/users/user-view.ts) builds exactly these.
 */

export type PetGenderValue = 'boy' | 'girl';
export type Locale = 'en' | 'ua';

/** A breed as listed by GET /breeds and embedded in a user. `image` is under /media/breeds/. */
/** A breed group (issue 29): a breed chat with nobody in it may widen to every breed of it. */
export interface BreedGroupView {
  /** A stable key, e.g. `shepherds`. */
  id: string;
  /** In English, lower case as it reads inside a sentence ("Widen to all shepherds"). */
  name: string;
  name_ua: string;
}

export interface BreedView {
  id: number;
  name: string;
  name_ua: string;
  image: string;
  /**
   * The breed's group (`GET /breeds` always sends it: null for a breed without one). Optional,
   * since the user object's `breed` does not carry it.
   */
  group?: BreedGroupView | null;
}

/** The `user` object of API.md. Never carries a password hash, token or card data. */
export interface UserView extends SafetyFields {
  id: number;
  name: string;
  phone: string;
  email: string;
  email_verified: boolean;
  is_subscribed: boolean;
  image: string | null;
  pet_name: string;
  pet_gender: PetGenderValue;
  pet_breed: number | null;
  breed: BreedView | null;
  friends: number[];
  trial_ends_at: string | null;
  subscription_ends_at: string | null;
}

/** Sent once by GET /me after the email is verified; the client translates this known text. */
export const TRIAL_MESSAGE = 'Trial period activated';

export interface UserResponse {
  user: UserView;
}

export interface LoginResponse {
  access_token: string;
  user: UserView;
}

export interface RefreshResponse {
  access_token: string;
}

export interface MeResponse {
  user: UserView;
  trial_message?: typeof TRIAL_MESSAGE;
  /** A moderator's warning, given once on the first visit after it. */
  warning?: WarningNotice;
}

/** POST /resend-verify-code and the other 200 responses without data. */
export interface MessageResponse {
  message: string;
}

/** One mail of GET /dev/outbox (development only), newest first. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}
