import { z } from 'zod';
import { messages } from '../messages.js';
import { FIELD_LIMITS } from '../vocabularies.js';
import { oneLine } from './text.js';

/**
 * Account payloads, shared by the sign-in/sign-up forms and the server routes so that both show the
 * same message (docs/product.md §15). A missing field counts as blank: the refinements, not zod's type
 * errors, decide the message, and each schema reports exactly one problem, the first in that order.
 */

// A name is one line wherever it is shown or mailed (a review's author, a greeting).
const name = oneLine(z.string().trim()).default('');
const email = z.string().trim().toLowerCase().default('');
// Passwords are kept as typed (spaces are legal characters); only the checks look at the trimmed value.
const password = z.string().default('');

type Field = 'name' | 'email' | 'password';
type Problem = { field: string; message: string };

const isBlank = (value: string) => value.trim() === '';

// Keyed by the blank fields in the order name, email, password.
const blankMessages: Record<string, string> = {
  'name,email,password': messages.registerAllBlank,
  'name,email': messages.registerNameEmailBlank,
  'name,password': messages.registerNamePasswordBlank,
  'email,password': messages.registerEmailPasswordBlank,
  name: messages.registerNameBlank,
  password: messages.registerPasswordBlank,
  email: messages.registerEmailBlank,
};

function blankProblem(values: Record<Field, string>): Problem | undefined {
  const blank = (['name', 'email', 'password'] as const).filter((field) => isBlank(values[field]));
  const [first] = blank;
  const message = blankMessages[blank.join(',')];
  return first && message ? { field: first, message } : undefined;
}

function newPasswordProblem(value: string, field = 'password'): Problem | undefined {
  if (isBlank(value)) return { field, message: messages.registerPasswordBlank };
  if (value.trim().length < FIELD_LIMITS.passwordMin) return { field, message: messages.passwordTooShort };
  return undefined;
}

function nameProblem(value: string): Problem | undefined {
  if (isBlank(value)) return { field: 'name', message: messages.registerNameBlank };
  if (value.length > FIELD_LIMITS.nameMax) return { field: 'name', message: messages.nameTooLong };
  return undefined;
}

/** An address over 254 characters cannot be delivered to (RFC 5321), and the forgot form refuses it. */
function emailFormatProblem(value: string): Problem | undefined {
  return value.length <= FIELD_LIMITS.emailMax && z.email().safeParse(value).success
    ? undefined
    : { field: 'email', message: messages.invalidEmail };
}

/** Turns the first problem found into the schema's single issue. */
function firstProblem<T>(...checks: ((value: T) => Problem | undefined)[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const check of checks) {
      const problem = check(value);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
        return;
      }
    }
  };
}

export const loginSchema = z
  .object({ email, password })
  .superRefine(
    firstProblem((v) =>
      isBlank(v.email) || isBlank(v.password)
        ? { field: isBlank(v.email) ? 'email' : 'password', message: messages.loginBlank }
        : undefined,
    ),
  );

// The order of docs/product.md §15: the blank combinations, then a short password, then a long name. The
// e-mail format (checked after them) comes last so that every listed case keeps its message.
export const registerSchema = z.object({ name, email, password }).superRefine(
  firstProblem(
    blankProblem,
    (v) => newPasswordProblem(v.password),
    (v) => nameProblem(v.name),
    (v) => emailFormatProblem(v.email),
  ),
);

export const forgotSchema = z.object({ email }).superRefine(
  firstProblem(
    (v) => (isBlank(v.email) ? { field: 'email', message: messages.forgotEmpty } : undefined),
    // The answer repeats the address: an over-long one is refused rather than echoed (sign-up refuses it too).
    (v) =>
      v.email.length > FIELD_LIMITS.emailMax ? { field: 'email', message: messages.invalidEmail } : undefined,
  ),
);

export const resetSchema = z.object({ password, confirmPassword: password }).superRefine(
  firstProblem(
    (v) => newPasswordProblem(v.password),
    (v) =>
      v.password === v.confirmPassword
        ? undefined
        : { field: 'confirmPassword', message: messages.passwordsDontMatch },
  ),
);

/** The e-mail is read-only (docs/product.md §9): only the name is taken; any other field is dropped. */
export const updateProfileSchema = z.object({ name }).superRefine(firstProblem((v) => nameProblem(v.name)));

export const updatePasswordSchema = z.object({ oldPassword: password, password }).superRefine(
  firstProblem(
    (v) =>
      isBlank(v.oldPassword) ? { field: 'oldPassword', message: messages.oldPasswordBlank } : undefined,
    (v) => newPasswordProblem(v.password),
  ),
);

export const roleSchema = z.enum(['user', 'admin']);

/** What the browser keeps about the signed-in user (docs/product.md §4); never the password. */
export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
});

/** Login, register, password change and reset: the user and a fresh token. */
export const authResponse = z.object({ success: z.literal(true), user: publicUser, token: z.string() });
export const userResponse = z.object({ success: z.literal(true), user: publicUser });
/** A success with a message to show (forgot password, user deleted). */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ResetInput = z.input<typeof resetSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;
export type Role = z.infer<typeof roleSchema>;
export type PublicUser = z.infer<typeof publicUser>;
/** The signed-in user as the browser keeps it (localStorage 'user'). */
const sessionUserSchema = publicUser.pick({ _id: true, name: true, email: true, role: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type AuthResponse = z.infer<typeof authResponse>;
