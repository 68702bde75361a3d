import { forgotSchema, loginSchema, registerSchema, resetSchema } from '@shop/shared';
import { schemaResolver } from '../../lib/forms/schemaResolver';

/** The account forms' validation, fetched when the visitor is about to type (lazyResolver). */
export const loginResolver = schemaResolver(loginSchema);
export const registerResolver = schemaResolver(registerSchema);
export const forgotResolver = schemaResolver(forgotSchema);
export const resetResolver = schemaResolver(resetSchema);
