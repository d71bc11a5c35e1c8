import type * as v from 'valibot';
import {
  loginSchema,
  forgotSchema,
  resendSchema,
  resetSchema,
  signupSchema,
  verifySchema,
} from '../../../contract/auth';
import { endCallBody, isOnCallBody, reportBody, searchBody } from '../../../contract/chat';
import { callFriendBody, callIdBody } from '../../../contract/friend-calls';
import { meetAgainBody } from '../../../contract/meet-again';
import { deleteFriendBody, requestSenderBody, sendRequestBody } from '../../../contract/friends';
import {
  changeEmailSchema,
  changePasswordSchema,
  chooseBreedSchema,
  confirmEmailSchema,
  profileUpdateSchema,
} from '../../../contract/profile';
import { cardPayloadSchema } from '../../../contract/subscription';
import { pushSubscriptionBody, pushUnsubscribeBody } from '../../../contract/push';
import { blockBody, moderationActionBody } from '../../../contract/safety';
import { deleteVideoBody, recordingNoticeBody } from '../../../contract/videos';

/**
 * Every /api route for the published OpenAPI document (GET /api/docs): who may call it, the
 * contract schema of its body and query, and its answers as API.md states them. A test fails
 * when a registered route is missing here, so a new route cannot go undocumented.
 */

/** public: no token · signedIn: any session, email verified or not · verified: a verified user · moderator · loopback: development, this machine only · metrics: the operator's METRICS_TOKEN. */
export type Access = 'public' | 'signedIn' | 'verified' | 'moderator' | 'loopback' | 'metrics';

export interface QueryParam {
  name: string;
  description: string;
  type: 'string' | 'integer';
  required?: boolean;
}

export interface DocumentedRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Below /api. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  body?: v.GenericSchema;
  /** Multipart upload instead of (or beside) JSON. */
  multipart?: string;
  query?: QueryParam[];
  /** Status → what it means (API.md). */
  responses: Record<number, string>;
}

const card = cardPayloadSchema(new Date());

export const apiRoutes: DocumentedRoute[] = [
  // Accounts and session
  {
    method: 'post',
    path: '/register',
    tag: 'Accounts',
    summary: 'Create an account; a 6-character code is mailed',
    access: 'public',
    body: signupSchema,
    responses: { 201: '{user}', 422: 'Validation failed, or the email is taken', 429: 'Rate limited' },
  },
  {
    method: 'post',
    path: '/login',
    tag: 'Accounts',
    summary: 'Sign in; sets the refresh cookie',
    access: 'public',
    body: loginSchema,
    responses: {
      200: '{access_token, user}',
      403: 'Account suspended or banned {message, reason, until, note}',
      422: 'Invalid credentials',
      429: 'Rate limited',
    },
  },
  {
    method: 'post',
    path: '/refresh',
    tag: 'Accounts',
    summary: 'New access token from the refresh cookie (rotated)',
    access: 'public',
    responses: { 200: '{access_token}', 401: 'No or revoked refresh token' },
  },
  {
    method: 'post',
    path: '/logout',
    tag: 'Accounts',
    summary: 'Revoke the refresh token and clear the cookie',
    access: 'public',
    responses: { 204: 'Signed out' },
  },
  {
    method: 'get',
    path: '/me',
    tag: 'Accounts',
    summary: 'The signed-in user',
    access: 'signedIn',
    responses: { 200: '{user, trial_message?, warning?}', 401: 'Not authenticated' },
  },
  {
    method: 'post',
    path: '/verify-email',
    tag: 'Accounts',
    summary: 'Verify the email with the mailed code; the trial starts',
    access: 'signedIn',
    body: verifySchema,
    responses: { 200: '{user}', 401: 'Wrong code', 429: 'Too many attempts' },
  },
  {
    method: 'post',
    path: '/resend-verify-code',
    tag: 'Accounts',
    summary: 'Mail a new verification code',
    access: 'signedIn',
    body: resendSchema,
    responses: { 200: '{message}', 404: 'No such user', 422: 'Bad email', 429: 'Within 120 s' },
  },
  {
    method: 'post',
    path: '/forgot-password',
    tag: 'Accounts',
    summary: 'Mail a password reset link (same answer for any email)',
    access: 'public',
    body: forgotSchema,
    responses: { 200: '{message}', 429: 'Rate limited' },
  },
  {
    method: 'post',
    path: '/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the mailed token',
    access: 'public',
    body: resetSchema,
    responses: { 200: '{message}', 422: 'Bad or expired token, or mismatch' },
  },
  {
    method: 'put',
    path: '/ping',
    tag: 'Accounts',
    summary: 'Keep-alive: marks the user online',
    access: 'signedIn',
    responses: { 204: 'Online' },
  },
  {
    method: 'post',
    path: '/add-online',
    tag: 'Accounts',
    summary: 'Same as PUT /ping',
    access: 'signedIn',
    responses: { 204: 'Online' },
  },
  // Profile
  {
    method: 'post',
    path: '/update',
    tag: 'Profile',
    summary: 'Update the profile (JSON) or upload a photo (multipart `image`)',
    access: 'verified',
    body: profileUpdateSchema,
    multipart: 'image: JPEG, PNG, WebP or GIF, at most 5 MiB',
    responses: { 200: '{user}', 413: 'Over 5 MiB, nothing stored', 422: 'Validation failed' },
  },
  {
    method: 'delete',
    path: '/delete-photo',
    tag: 'Profile',
    summary: 'Remove the profile photo',
    access: 'verified',
    responses: { 200: '{user}' },
  },
  {
    method: 'delete',
    path: '/delete-profile',
    tag: 'Profile',
    summary: 'Delete the account; all sessions revoked',
    access: 'verified',
    responses: { 200: '{user}' },
  },
  {
    method: 'patch',
    path: '/update-email',
    tag: 'Profile',
    summary: 'Mail a code to a new address',
    access: 'verified',
    body: changeEmailSchema,
    responses: { 202: 'Code sent', 422: 'Same or taken email' },
  },
  {
    method: 'post',
    path: '/confirm-email',
    tag: 'Profile',
    summary: 'Confirm the new address with its code',
    access: 'verified',
    body: confirmEmailSchema,
    responses: { 200: '{user}', 422: 'Wrong code' },
  },
  {
    method: 'patch',
    path: '/update-password',
    tag: 'Profile',
    summary: 'Change the password; other sessions revoked',
    access: 'verified',
    body: changePasswordSchema,
    responses: { 200: '{message}', 422: 'Wrong old password or mismatch' },
  },
  {
    method: 'patch',
    path: '/choose-breed',
    tag: 'Profile',
    summary: "Set or clear the pet's breed",
    access: 'verified',
    body: chooseBreedSchema,
    responses: { 200: '{user}', 422: 'No such breed' },
  },
  // Breeds, configuration, system
  {
    method: 'get',
    path: '/breeds',
    tag: 'Breeds',
    summary: 'All breeds',
    access: 'public',
    responses: { 200: '[{id, name, name_ua, image}]' },
  },
  {
    method: 'get',
    path: '/config',
    tag: 'System',
    summary: 'Public client configuration',
    access: 'public',
    responses: {
      200: "{realtime: {driver}, peer: {path, key}, ice_servers, ice_transport_policy: 'all'|'relay', media_base, contact_email}",
    },
  },
  {
    method: 'get',
    path: '/health',
    tag: 'System',
    summary: 'Liveness, the database in use, and with REDIS_URL the shared Redis and this instance',
    access: 'public',
    responses: {
      200: "{ok: true, db: 'pglite'|'postgres'} (+ redis: 'ok', instance with REDIS_URL)",
      503: "A shared engine is down: {ok: false, redis: 'down', instance, message}",
    },
  },
  {
    method: 'get',
    path: '/dev/outbox',
    tag: 'System',
    summary: 'Mails sent (development only, loopback clients only)',
    access: 'loopback',
    query: [{ name: 'to', type: 'string', description: 'Only mails to this address' }],
    responses: { 200: '[{to, subject, text, html, sent_at}], newest first', 403: 'Not from this machine' },
  },
  {
    method: 'get',
    path: '/dev/mail',
    tag: 'System',
    summary: 'The dev outbox as an HTML page, each mail rendered (development only, loopback clients only)',
    access: 'loopback',
    query: [{ name: 'to', type: 'string', description: 'Only mails to this address' }],
    responses: { 200: 'HTML page, newest first: subject, recipient, time and the mail in a sandboxed frame' },
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'System',
    summary: "This instance's metrics in the Prometheus text format",
    access: 'metrics',
    responses: {
      200: 'Prometheus exposition text (searchers waiting, matches, calls, sockets, HTTP latency, engine errors, process)',
      401: 'No or wrong `Authorization: Bearer <METRICS_TOKEN>`',
      404: 'METRICS_TOKEN is not set: metrics are off',
    },
  },
  // Random chat
  {
    method: 'get',
    path: '/peer-credentials',
    tag: 'Random chat',
    summary: 'A fresh PeerJS id, its token and ICE servers',
    access: 'verified',
    responses: { 200: "{peer_id, peer_token, ice_servers, ice_transport_policy: 'all'|'relay', peer_path}" },
  },
  {
    method: 'post',
    path: '/get-peer-id',
    tag: 'Random chat',
    summary: 'Search for a partner (long-poll up to ~25 s)',
    access: 'verified',
    body: searchBody,
    responses: {
      200: '{randomUser, role, match_id}; randomUser null when nobody came',
      403: 'Breed filter without subscription; under 18; under review',
      409: 'No peer credentials yet',
      429: 'Searching too often',
    },
  },
  {
    method: 'get',
    path: '/users-by-bread',
    tag: 'Random chat',
    summary: 'Search by query string (same as POST /get-peer-id)',
    access: 'verified',
    query: [
      { name: 'breed_id', type: 'integer', description: 'Only partners with this breed (subscribers)' },
      { name: 'exclusion_users', type: 'string', description: 'User ids not to meet: 1,2 or [1,2]' },
      { name: 'peer_id', type: 'string', description: 'Which issued peer id to announce' },
    ],
    responses: {
      200: '{randomUser, role, match_id}',
      403: 'Breed filter without subscription; under 18; under review',
    },
  },
  {
    method: 'post',
    path: '/leave-pool',
    tag: 'Random chat',
    summary: 'Stop searching',
    access: 'verified',
    responses: { 204: 'Left the pool' },
  },
  {
    method: 'patch',
    path: '/is-on-call',
    tag: 'Random chat',
    summary: 'Mark the user on or off a call',
    access: 'verified',
    body: isOnCallBody,
    responses: { 204: 'Saved' },
  },
  {
    method: 'post',
    path: '/end-call',
    tag: 'Random chat',
    summary: 'Hang up on a partner (andCall to them)',
    access: 'verified',
    body: endCallBody,
    responses: { 204: 'Hung up', 403: 'Not in a call with this user', 422: 'Yourself' },
  },
  {
    method: 'post',
    path: '/meet-again',
    tag: 'Random chat',
    summary: 'Ask to meet the last random partner again (both within 60 s of the end: friends, meetAgain to both)',
    access: 'verified',
    body: meetAgainBody,
    responses: {
      200: "{state: 'waiting' | 'friends'}",
      403: 'not_your_match, blocked or friend_limit',
      410: 'expired: the window closed',
      422: 'match_id is not a match id',
    },
  },
  {
    method: 'get',
    path: '/pool-stats',
    tag: 'Random chat',
    summary: 'People online, searching in the general chat and in a breed chat (cached for a second)',
    access: 'verified',
    query: [{ name: 'breed_id', type: 'integer', description: 'The breed chat whose searchers to count (else null)' }],
    responses: { 200: '{online, general, breed}', 422: 'breed_id is not an id' },
  },
  {
    method: 'get',
    path: '/get-time-limit',
    tag: 'Random chat',
    summary: 'Minutes a random call may last',
    access: 'verified',
    responses: { 200: '{minutes}' },
  },
  {
    method: 'post',
    path: '/add-report',
    tag: 'Safety',
    summary: 'Report a user you met, optionally with a still frame',
    access: 'verified',
    body: reportBody,
    responses: {
      201: '{report}',
      403: 'No such encounter, or not in that match',
      422: 'Validation failed',
      429: 'Rate limited',
    },
  },
  // Safety and moderation
  {
    method: 'post',
    path: '/block',
    tag: 'Safety',
    summary: 'Block a user: never matched again, friendship and calls end',
    access: 'verified',
    body: blockBody,
    responses: { 201: '{id, name, image} of the blocked user', 404: 'No such user', 422: 'Yourself' },
  },
  {
    method: 'delete',
    path: '/block',
    tag: 'Safety',
    summary: 'Unblock a user',
    access: 'verified',
    body: blockBody,
    responses: { 200: 'Unblocked', 404: 'Not blocked' },
  },
  {
    method: 'get',
    path: '/blocks',
    tag: 'Safety',
    summary: 'The users I blocked, newest first',
    access: 'verified',
    responses: { 200: '[{id, name, image}]' },
  },
  {
    method: 'get',
    path: '/moderation/reports',
    tag: 'Moderation',
    summary: 'The report queue with evidence (signed URLs) and the target’s history',
    access: 'moderator',
    query: [{ name: 'status', type: 'string', description: 'open (default) or closed' }],
    responses: {
      200: '[{id, reporter, target, topic, details, evidence_url, match_id, created_at, status, target_report_count, target_actions}]',
    },
  },
  {
    method: 'post',
    path: '/moderation/actions',
    tag: 'Moderation',
    summary: 'Dismiss, warn, suspend until a date, or ban; logged',
    access: 'moderator',
    body: moderationActionBody,
    responses: { 200: 'Done', 404: 'No such report', 409: 'Already handled', 422: 'Validation failed' },
  },
  {
    method: 'get',
    path: '/moderation/log',
    tag: 'Moderation',
    summary: 'Every moderator action, newest first',
    access: 'moderator',
    responses: { 200: '[{id, moderator, action, target, report_id, note, until, created_at}]' },
  },
  // Friends
  {
    method: 'get',
    path: '/friends',
    tag: 'Friends',
    summary: 'Friends, online first, paged',
    access: 'verified',
    query: [{ name: 'page_size', type: 'integer', description: 'Per group (default 10, at most 100)' }],
    responses: { 200: 'Online and offline friends' },
  },
  {
    method: 'post',
    path: '/friends/send-request',
    tag: 'Friends',
    summary: 'Send a friend request',
    access: 'verified',
    body: sendRequestBody,
    responses: {
      200: 'Became friends (crossing request)',
      201: 'Request pending',
      403: 'Friend limit reached, or blocked',
      404: 'No such user',
    },
  },
  {
    method: 'post',
    path: '/friends/accept-request',
    tag: 'Friends',
    summary: 'Accept a request',
    access: 'verified',
    body: requestSenderBody,
    responses: { 200: 'Friends now', 404: 'No such request' },
  },
  {
    method: 'post',
    path: '/friends/decline-request',
    tag: 'Friends',
    summary: 'Decline a request',
    access: 'verified',
    body: requestSenderBody,
    responses: { 200: 'Declined', 404: 'No such request' },
  },
  {
    method: 'get',
    path: '/friends/requests',
    tag: 'Friends',
    summary: 'Requests received and sent',
    access: 'verified',
    responses: { 200: 'Pending requests' },
  },
  {
    method: 'delete',
    path: '/friends/delete',
    tag: 'Friends',
    summary: 'Remove a friend',
    access: 'verified',
    body: deleteFriendBody,
    responses: { 200: 'Removed', 404: 'Not a friend' },
  },
  {
    method: 'get',
    path: '/all-users',
    tag: 'Friends',
    summary: 'Everyone else, paged, searchable by name',
    access: 'verified',
    query: [
      { name: 'page', type: 'integer', description: 'Page (20 per page)' },
      { name: 'q', type: 'string', description: 'Name contains' },
    ],
    responses: { 200: 'Users with their relation to you' },
  },
  {
    method: 'get',
    path: '/get-friend-limit',
    tag: 'Friends',
    summary: 'Friend limit and how much is used',
    access: 'verified',
    responses: { 200: 'Limit and count' },
  },
  // Friend calls
  {
    method: 'post',
    path: '/call-friend',
    tag: 'Friend calls',
    summary: 'Ring a friend (30 s)',
    access: 'verified',
    body: callFriendBody,
    responses: { 200: '{call_id}', 403: 'Not friends, or blocked', 409: 'Offline, busy, or a call already open' },
  },
  {
    method: 'post',
    path: '/answer-call',
    tag: 'Friend calls',
    summary: 'Answer a ringing call',
    access: 'verified',
    body: callIdBody,
    responses: { 200: 'Answered', 404: 'No such call', 409: 'The call is over' },
  },
  {
    method: 'post',
    path: '/decline-call',
    tag: 'Friend calls',
    summary: 'Decline a ringing call',
    access: 'verified',
    body: callIdBody,
    responses: { 200: 'Declined', 404: 'No such call' },
  },
  {
    method: 'post',
    path: '/cancel-call',
    tag: 'Friend calls',
    summary: 'Stop ringing',
    access: 'verified',
    body: callIdBody,
    responses: { 200: 'Cancelled', 404: 'No such call' },
  },
  {
    method: 'get',
    path: '/friend-calls/pending',
    tag: 'Friend calls',
    summary: 'Invitations to you that still ring (a reload or another tab rings too)',
    access: 'verified',
    responses: { 200: '[{call_id, from, expires_at}]' },
  },
  // Videos
  {
    method: 'get',
    path: '/recording-allowed',
    tag: 'Videos',
    summary: 'May this user record now',
    access: 'verified',
    responses: { 200: 'Allowed, or why not' },
  },
  {
    method: 'get',
    path: '/get-video-limits',
    tag: 'Videos',
    summary: 'Daily count, size and time limits',
    access: 'verified',
    responses: { 200: 'Limits and use' },
  },
  {
    method: 'post',
    path: '/save-video',
    tag: 'Videos',
    summary: 'Upload a recorded call (multipart, streamed)',
    access: 'verified',
    multipart: 'video: WebM or MP4, checked by content',
    responses: { 201: 'Saved video', 403: 'Not subscribed, or limit used up', 413: 'Too large', 422: 'Not a video' },
  },
  {
    method: 'get',
    path: '/get-videos',
    tag: 'Videos',
    summary: 'Saved videos with signed URLs',
    access: 'verified',
    responses: { 200: 'Videos, newest first' },
  },
  {
    method: 'delete',
    path: '/delete-video',
    tag: 'Videos',
    summary: 'Delete a saved video',
    access: 'verified',
    body: deleteVideoBody,
    responses: { 200: 'Deleted', 404: 'No such video of yours' },
  },
  {
    method: 'post',
    path: '/recording-notice',
    tag: 'Videos',
    summary: 'Tell the partner that recording started or stopped',
    access: 'verified',
    body: recordingNoticeBody,
    responses: { 204: 'Told', 403: 'Not in a call with them' },
  },
  // Subscription
  {
    method: 'get',
    path: '/subscription',
    tag: 'Subscription',
    summary: 'Plan, status, card on file',
    access: 'verified',
    responses: { 200: 'Subscription view' },
  },
  {
    method: 'post',
    path: '/subscribe',
    tag: 'Subscription',
    summary: 'Pay and subscribe monthly (Idempotency-Key honoured)',
    access: 'verified',
    body: card,
    responses: { 200: 'Subscribed', 402: 'Card declined', 409: 'Already subscribed', 422: 'Invalid card' },
  },
  {
    method: 'post',
    path: '/change-card',
    tag: 'Subscription',
    summary: 'Replace the card on file',
    access: 'verified',
    body: card,
    responses: { 200: 'Card replaced', 402: 'Card declined', 422: 'Invalid card' },
  },
  {
    method: 'patch',
    path: '/unsubscribe',
    tag: 'Subscription',
    summary: 'Cancel at the end of the paid period',
    access: 'verified',
    responses: { 200: 'Cancelled, access kept until the end' },
  },
  {
    method: 'get',
    path: '/payments',
    tag: 'Subscription',
    summary: 'Payment history',
    access: 'verified',
    responses: { 200: 'Payments, newest first' },
  },
  // Realtime
  {
    method: 'post',
    path: '/broadcasting/auth',
    tag: 'Realtime',
    summary: 'Credentials for the realtime driver (Ably token request or hub ticket)',
    access: 'verified',
    responses: { 200: 'Driver credentials' },
  },
  // Push
  {
    method: 'get',
    path: '/push/public-key',
    tag: 'Push',
    summary: 'The VAPID public key (base64url) for PushManager.subscribe',
    access: 'public',
    responses: { 200: '{public_key}' },
  },
  {
    method: 'post',
    path: '/push/subscriptions',
    tag: 'Push',
    summary: 'Save this device’s push subscription (tied to this session); optional per-kind switches',
    access: 'verified',
    body: pushSubscriptionBody,
    responses: { 201: '{kinds}', 422: 'Malformed, not https, or a host outside PUSH_SERVICE_HOSTS' },
  },
  {
    method: 'delete',
    path: '/push/subscriptions',
    tag: 'Push',
    summary: 'Remove this device’s push subscription',
    access: 'verified',
    body: pushUnsubscribeBody,
    responses: { 204: 'Removed', 404: 'Not yours' },
  },
];
