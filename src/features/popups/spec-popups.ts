/** The popups spec §2 names for /popups (the registry's ids, `popup-<id>` test ids on the page). */
export const SPEC_POPUPS = [
  'logout',
  'subscribe',
  'subscription-success',
  'cancel-subscription',
  'replace-card',
  'report-video',
  'unfollow-friend',
  'delete-photo',
  'photo-editor',
  'change-password',
  'verify-new-email-code',
  'change-email',
  'confirmation-code',
  'signup-photo',
  'block',
  'moderation-action',
] as const;
