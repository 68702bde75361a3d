import { LIMITS, messages } from '@shop/shared';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { BadRequest, Conflict } from '../lib/errors.js';
import { hashPassword } from '../lib/password.js';
import { findUserByEmail, insertUser, setUserPassword, setUserRole } from '../modules/accounts/queries.js';

const adminInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail)),
  password: z
    .string()
    .optional()
    .refine((p) => p === undefined || p.trim().length >= LIMITS.passwordMin, messages.passwordTooShort),
  name: z.string().trim().min(1).max(LIMITS.nameMax, messages.nameTooLong).default('Admin'),
});

export type AdminInput = z.input<typeof adminInput>;

export interface AdminResult {
  action: 'created' | 'promoted';
  email: string;
  name: string;
  passwordSet: boolean;
}

/**
 * Makes `email` an admin: creates the account (name 'Admin' unless given) or promotes an existing one,
 * setting its password when one is given. A new password also signs the account out everywhere.
 */
export async function createOrPromoteAdmin(db: Database, input: AdminInput): Promise<AdminResult> {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'Invalid input');
  const { email, password, name } = parsed.data;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (!existing) {
      if (!passwordHash) throw new BadRequest(`No account uses ${email}: give a password to create it`);
      const created = await insertUser(trx, { name, email, password_hash: passwordHash, role: 'admin' });
      if (!created) throw new Conflict(`${email} was registered meanwhile: run the command again`);
      return { action: 'created', email, name, passwordSet: true };
    }
    await setUserRole(trx, existing.id, 'admin');
    if (passwordHash) await setUserPassword(trx, existing.id, passwordHash);
    return { action: 'promoted', email, name: existing.name, passwordSet: passwordHash !== undefined };
  });
}
