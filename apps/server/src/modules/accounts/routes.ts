import {
  authResponse,
  forgotSchema,
  format,
  loginSchema,
  messageResponse,
  messages,
  registerSchema,
  resetSchema,
  updatePasswordSchema,
  updateProfileSchema,
  userResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../db/schema.js';
import { NotFound } from '../../lib/errors.js';
import { authOf, authRateLimit } from '../../plugins/access.js';
import { adminUserRoutes } from './admin-routes.js';
import { findUserById, updateUserName } from './queries.js';
import {
  changePassword,
  checkCredentials,
  registerUser,
  requestPasswordReset,
  resetPassword,
  toPublicUser,
} from './service.js';

const tags = ['accounts'];
const userIdParams = z.object({ userId: z.string() });

/** Sign-up, sign-in, profile and passwords (spec §7 Account), and the admin's users tab. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone can call these, so each client IP gets a small budget per minute.
  const limitedPublic = { access: 'public', rateLimit: authRateLimit(app.config) } as const;

  /** The answer that signs a user in: their public fields and a token of their current version. */
  const session = (user: User) => ({
    success: true as const,
    user: toPublicUser(user),
    token: app.jwt.sign({ id: user.id, role: user.role, ver: user.token_version }),
  });

  app.post(
    '/login',
    { config: limitedPublic, schema: { tags, body: loginSchema, response: { 200: authResponse } } },
    async (request) => session(await checkCredentials(app.db, request.body)),
  );

  app.post(
    '/register',
    { config: limitedPublic, schema: { tags, body: registerSchema, response: { 201: authResponse } } },
    async (request, reply) => reply.status(201).send(session(await registerUser(app.db, request.body))),
  );

  app.get(
    '/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: userResponse } } },
    async (request) => {
      const user = await findUserById(app.db, authOf(request).id);
      if (!user) throw new NotFound();
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  app.put(
    '/me/update/:userId',
    {
      config: { access: { owner: 'userId' } },
      schema: { tags, params: userIdParams, body: updateProfileSchema, response: { 200: userResponse } },
    },
    async (request) => {
      const user = await updateUserName(app.db, request.params.userId, request.body.name);
      if (!user) throw new NotFound();
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  // A new password retires every older token, this one included: the answer carries its successor.
  // Limited per user, not per IP: a stolen token guessing the current password from many addresses
  // still draws on one budget (the access layer has already matched the path to the token's user).
  app.put(
    '/password/update/:userId',
    {
      config: {
        access: { owner: 'userId' },
        rateLimit: {
          ...authRateLimit(app.config),
          keyGenerator: (request) => `password:${authOf(request).id}`,
        },
      },
      schema: { tags, params: userIdParams, body: updatePasswordSchema, response: { 200: authResponse } },
    },
    async (request) => session(await changePassword(app.db, request.params.userId, request.body)),
  );

  app.post(
    '/password/forgot',
    { config: limitedPublic, schema: { tags, body: forgotSchema, response: { 200: messageResponse } } },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { success: true as const, message: format(messages.forgotSent, { email: request.body.email }) };
    },
  );

  // Limited too: each attempt hashes a password, and the token is the only secret.
  app.put(
    '/password/reset/:token',
    {
      config: limitedPublic,
      schema: {
        tags,
        params: z.object({ token: z.string() }),
        body: resetSchema,
        response: { 200: authResponse },
      },
    },
    async (request) => session(await resetPassword(app.db, request.params.token, request.body.password)),
  );

  await app.register(adminUserRoutes);
};
