import { FIELD_LIMITS, messages } from '@shop/shared';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { BadRequest } from '../lib/errors.js';
import { hashPassword } from '../lib/password.js';
import { type AdminResult, makeAdmin } from '../modules/accounts/index.js';

const adminInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail)),
  password: z
    .string()
    .optional()
    .refine((p) => p === undefined || p.trim().length >= FIELD_LIMITS.passwordMin, messages.passwordTooShort),
  name: z.string().trim().min(1).max(FIELD_LIMITS.nameMax, messages.nameTooLong).default('Admin'),
});

export type AdminInput = z.input<typeof adminInput>;

/**
 * The `user:admin` command: checks its input (name 'Admin' unless given) and makes `email` an admin,
 * created or promoted, with its password set when one is given (accounts' `makeAdmin`).
 */
export async function createOrPromoteAdmin(db: Database, input: AdminInput): Promise<AdminResult> {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'Invalid input');
  const { email, password, name } = parsed.data;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return makeAdmin(db, { email, name, passwordHash });
}
