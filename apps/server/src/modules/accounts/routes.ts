import { endpoints, format, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { User } from '../../db/schema.js';
import { NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { authOf, authRateLimit } from '../../plugins/access.js';
import { adminUserRoutes } from './admin-routes.js';
import { confirmEmail, secretOf, sendEmailConfirmation } from './email-confirmation.js';
import { findUserById, updateUserName } from './queries.js';
import {
  changePassword,
  checkCredentials,
  registerUser,
  requestPasswordReset,
  resetPassword,
  toPublicUser,
} from './service.js';

const { accounts } = endpoints;

/** Sign-up, sign-in, profile and passwords (docs/product.md §13), and the admin's users tab. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone can call these, so each client IP gets a small budget per minute.
  const limitedPublic = { access: 'public', rateLimit: authRateLimit(app.config) } as const;

  /** The answer that signs a user in: their public fields and a token of their current version. */
  const session = (user: User) => ({
    success: true as const,
    user: toPublicUser(user),
    token: app.jwt.sign({ id: user.id, role: user.role, ver: user.token_version }),
  });

  registerRoutes(app, accounts, {
    login: {
      config: limitedPublic,
      handler: async (request) => session(await checkCredentials(app.db, request.body, request.locale)),
    },

    register: {
      config: limitedPublic,
      handler: async (request, reply) =>
        reply.status(201).send(session(await registerUser(app.db, request.body, request.locale))),
    },

    me: {
      config: { access: 'user' },
      handler: async (request) => {
        const user = await findUserById(app.db, authOf(request).id);
        if (!user) throw new NotFound();
        return { success: true as const, user: toPublicUser(user) };
      },
    },

    sendEmailConfirmation: {
      config: { access: 'user' },
      handler: async (request) => ({
        success: true as const,
        message: await sendEmailConfirmation(app, authOf(request).id, request.locale),
      }),
    },

    confirmEmail: {
      config: limitedPublic,
      handler: async (request) => {
        await confirmEmail(app.db, secretOf(app), request.params.token);
        return { success: true as const, message: messages.emailConfirmed };
      },
    },

    updateProfile: {
      config: { access: { owner: 'userId' } },
      handler: async (request) => {
        const user = await updateUserName(app.db, request.params.userId, request.body.name);
        if (!user) throw new NotFound();
        return { success: true as const, user: toPublicUser(user) };
      },
    },

    // A new password retires every older token, this one included: the answer carries its successor.
    // Limited per user, not per IP: a stolen token guessing the current password from many addresses
    // still draws on one budget (the access layer has already matched the path to the token's user).
    updatePassword: {
      config: {
        access: { owner: 'userId' },
        rateLimit: {
          ...authRateLimit(app.config),
          keyGenerator: (request) => `password:${authOf(request).id}`,
        },
      },
      handler: async (request) => session(await changePassword(app.db, request.params.userId, request.body)),
    },

    forgotPassword: {
      config: limitedPublic,
      handler: async (request) => {
        await requestPasswordReset(app, request.body.email);
        return {
          success: true as const,
          message: format(messages.forgotSent, { email: request.body.email }),
        };
      },
    },

    // Limited too: each attempt hashes a password, and the token is the only secret.
    resetPassword: {
      config: limitedPublic,
      handler: async (request) =>
        session(await resetPassword(app.db, request.params.token, request.body.password)),
    },

    ...adminUserRoutes(app),
  });
};
