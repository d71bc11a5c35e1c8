import { parseWithValibot } from '@conform-to/valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../contract/login';
import { changePasswordSchema } from '../../contract/profile';
import { parseTextForm } from './parse-text-form';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('parseTextForm', () => {
  it('gives the parsed value of a valid form', () => {
    const submission = parseTextForm(form({ email: 'ann@example.com', password: 'secret1' }), loginSchema);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      email: 'ann@example.com',
      password: 'secret1',
    });
  });

  it("puts each field's own contract messages on that field, an empty or missing field included", () => {
    const submission = parseTextForm(form({ email: '' }), loginSchema);
    const reply = submission.reply();
    expect(reply.status).toBe('error');
    expect(reply.error?.email?.[0]).toBe('Email is required');
    expect(reply.error?.password?.[0]).toBe('Password is required');
  });

  it('keys a cross-field rule to the field it names (the confirmation)', () => {
    const submission = parseTextForm(
      form({ old_password: 'old-secret', password: 'new-secret1', password_confirmation: 'other-secret1' }),
      changePasswordSchema,
    );
    const errors = submission.reply().error ?? {};
    expect(Object.keys(errors)).toEqual(['password_confirmation']);
  });

  // It replaces @conform-to/valibot's parse without coercion on these forms: the same replies.
  it.each([
    [{ email: 'ann@example.com', password: 'secret1' }, loginSchema],
    [{ email: 'not-an-email', password: '123' }, loginSchema],
    [{ password: 'x'.repeat(101) }, loginSchema],
    [{ old_password: '', password: 'short', password_confirmation: 'other' }, changePasswordSchema],
    [
      { old_password: 'old-secret', password: 'new-secret1', password_confirmation: 'new-secret1' },
      changePasswordSchema,
    ],
  ] as const)('replies as parseWithValibot without coercion does (%o)', (fields, schema) => {
    const expected = parseWithValibot(form(fields), { schema, disableAutoCoercion: true }).reply();
    expect(parseTextForm(form(fields), schema).reply()).toEqual(expected);
  });
});
