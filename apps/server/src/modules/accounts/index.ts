// The accounts module's public face: what app.ts registers and what other parts of the server call.

/** The checkout mails the link when it refuses an unconfirmed address (ORDERS_REQUIRE_CONFIRMED_EMAIL). */
export { sendEmailConfirmation } from './email-confirmation.js';
/** What the access check needs of a token's user (app.ts hands it to the access plugin). */
/** The checkout saves the language an order was placed in: the account's mails are written in it. */
/** A signed-in shopper's address (back-in-stock alerts); the owner's language (the morning digest). */
export { findUserAccess, findUserById, ownerLocale, saveUserLocale } from './queries.js';
export { accountRoutes } from './routes.js';
/** The `user:admin` command's work: creates or promotes an admin. */
export { type AdminResult, makeAdmin } from './service.js';
