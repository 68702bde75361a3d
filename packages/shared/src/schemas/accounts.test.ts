import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { signUpCases } from './accounts.cases.js';
import {
  forgotSchema,
  loginSchema,
  registerSchema,
  resetSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from './accounts.js';

/** The messages of a failed parse; empty when it succeeds. */
function problems(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe('sign-up schema (docs/product.md §15)', () => {
  it.each(signUpCases)('$input → $message', ({ input, message }) => {
    expect(problems(registerSchema, input)).toEqual([message]);
  });

  it('accepts a valid sign-up, trimming the name and trimming and lowercasing the e-mail', () => {
    const parsed = registerSchema.parse({
      name: '  Rana  ',
      email: '  Rana@Example.COM ',
      password: ' secret ',
    });
    expect(parsed).toEqual({ name: 'Rana', email: 'rana@example.com', password: ' secret ' });
  });

  it('accepts exactly 6 password characters and exactly 30 name characters', () => {
    expect(problems(registerSchema, { name: 'R'.repeat(30), email: 'a@b.co', password: '123456' })).toEqual(
      [],
    );
  });

  it('points each message at the first blank field, so a form can mark it', () => {
    const issue = registerSchema.safeParse({ name: 'Rana', email: '', password: '' }).error?.issues[0];
    expect(issue?.path).toEqual(['email']);
  });
});

describe('sign-in schema', () => {
  it.each([[{ email: '', password: 'x' }], [{ email: 'a@b.co', password: '  ' }], [{}]])(
    '%o → Please enter email & password',
    (input) => {
      expect(problems(loginSchema, input)).toEqual([messages.loginBlank]);
    },
  );

  it('lowercases and trims the e-mail and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' A@B.Co ', password: ' pw ' })).toEqual({
      email: 'a@b.co',
      password: ' pw ',
    });
  });
});

describe('password and profile schemas', () => {
  it('forgot password needs an e-mail', () => {
    expect(problems(forgotSchema, { email: ' ' })).toEqual([messages.forgotEmpty]);
    expect(forgotSchema.parse({ email: ' X@Y.Z ' })).toEqual({ email: 'x@y.z' });
  });

  it.each([
    [{ password: '12345', confirmPassword: '12345' }, messages.passwordTooShort],
    [{ password: 'secret1', confirmPassword: 'secret2' }, messages.passwordsDontMatch],
    [{}, messages.registerPasswordBlank],
  ])('reset %o → %s', (input, message) => {
    expect(problems(resetSchema, input)).toEqual([message]);
  });

  it('reset accepts matching passwords of 6 characters', () => {
    expect(problems(resetSchema, { password: '123456', confirmPassword: '123456' })).toEqual([]);
  });

  it.each([
    [{ oldPassword: '', password: 'secret1' }, messages.oldPasswordBlank],
    [{ oldPassword: 'old-one', password: '123' }, messages.passwordTooShort],
  ])('password update %o → %s', (input, message) => {
    expect(problems(updatePasswordSchema, input)).toEqual([message]);
  });

  it('profile update takes a trimmed name only and drops the read-only e-mail', () => {
    expect(updateProfileSchema.parse({ name: ' Rana ', email: 'other@b.co' })).toEqual({ name: 'Rana' });
    expect(problems(updateProfileSchema, { name: ' ' })).toEqual([messages.registerNameBlank]);
    expect(problems(updateProfileSchema, { name: 'R'.repeat(31) })).toEqual([messages.nameTooLong]);
  });

  it('keeps a name on one line: line breaks and tabs become one space', () => {
    const name = 'Rana\r\nTotal:\t1 LBP';
    expect(updateProfileSchema.parse({ name })).toEqual({ name: 'Rana Total: 1 LBP' });
    expect(registerSchema.parse({ name, email: 'a@b.co', password: '123456' }).name).toBe(
      'Rana Total: 1 LBP',
    );
  });
});
