import { SIGN_IN_MESSAGES } from './sign-in-messages';

/**
 * Validation messages of the spec (section 5), in English. They are the server's error texts
 * and, on the client, the ids translated at the view (src/i18n/validation-messages.ts).
 */
export const M = {
  ...SIGN_IN_MESSAGES,
  passwordMin6Long: 'Password must be at least 6 characters long',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax40: 'Password cannot be more than 40 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'The passwords do not match',
  nameRequired: 'Name is required',
  nameMax: 'Name cannot be more than 50 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  petNameRequired: 'Pet name is required',
  petNameMax: 'Pet name cannot be more than 50 characters',
  breedRequired: 'Please choose a breed',
  genderRequired: 'Please choose a gender',
  reportDetailsRequired: 'Report details are required',
  reportDetailsMin: 'Report details must be at least 3 characters',
  reportDetailsMax: 'Report details cannot be more than 1000 characters',
  reportTopicRequired: 'Please choose a report topic',
  termsRequired: 'Checkbox is required',
  codeRequired: 'Code is required',
  codeMin: 'Please enter a minimum of 6 characters',
  codeMax: 'Please enter a maximum of 6 characters',
  oldPasswordRequired: 'Old password is required',
  tokenRequired: 'The reset link is invalid',
  localeInvalid: 'Please choose English or Ukrainian',
  emailTaken: 'The email has already been taken.',
} as const;

export type ValidationMessage = (typeof M)[keyof typeof M];
