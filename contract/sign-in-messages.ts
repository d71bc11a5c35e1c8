/**
 * The validation messages of the login form's fields (email, password) and of every text field
 * (control characters), apart from the rest of contract/messages.ts (whose `M` includes them), so
 * the login page carries only its own texts (issue 30).
 */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  emailMax: 'Please enter a maximum of 50 characters',
  emailPattern: 'Please, use correct email address',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMax100: 'Password cannot be more than 100 characters',
  controlCharacters: 'Please remove invisible control characters',
} as const;
