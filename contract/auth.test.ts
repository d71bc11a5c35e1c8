import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, resetSchema, signupFormSchema, signupSchema, verifySchema } from './auth';

const signup = {
  name: 'Olena',
  phone: '+380 50 123 45 67',
  email: 'olena@example.com',
  password: 'kiwi-and-mango-8',
  pet_name: 'Kiwi',
  pet_breed: '3',
  pet_gender: 'girl',
  birth_date: '1990-05-14',
};
const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? [] : result.issues.map((i) => i.message);

describe('accounts contract', () => {
  it('normalises a sign-up: phone digits, breed id from a select, subscription off by default', () => {
    expect(v.parse(signupSchema, signup)).toEqual({
      ...signup,
      phone: '+380501234567',
      pet_breed: 3,
      email_subscription: false,
    });
  });

  it('requires the terms checkbox in the form only', () => {
    expect(messages(v.safeParse(signupFormSchema, { ...signup, terms: false }))).toEqual(['Checkbox is required']);
    expect(v.safeParse(signupFormSchema, { ...signup, terms: true }).success).toBe(true);
    expect(v.safeParse(signupSchema, signup).success).toBe(true);
  });

  it('gives the spec messages for missing and bad login fields', () => {
    expect(messages(v.safeParse(loginSchema, {}))).toEqual(
      expect.arrayContaining(['Email is required', 'Password is required']),
    );
    expect(messages(v.safeParse(loginSchema, { email: `${'a'.repeat(45)}@b.com`, password: 'x'.repeat(101) }))).toEqual(
      ['Please enter a maximum of 50 characters', 'Password cannot be more than 100 characters'],
    );
  });

  it('upper-cases a typed code and checks its length', () => {
    expect(v.parse(verifySchema, { email: 'a@b.co', verification_code: ' ab3def ' }).verification_code).toBe('AB3DEF');
    expect(messages(v.safeParse(verifySchema, { email: 'a@b.co', verification_code: 'ABCDEFG' }))).toEqual([
      'Please enter a maximum of 6 characters',
    ]);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = v.safeParse(resetSchema, { token: 't', password: 'secret-1', password_confirmation: 'secret-2' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.issues.map((i) => [v.getDotPath(i), i.message])).toEqual([
        ['password_confirmation', 'The passwords do not match'],
      ]);
  });
});
