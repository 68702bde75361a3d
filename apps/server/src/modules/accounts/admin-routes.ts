import {
  idParamsSchema,
  messageResponse,
  messages,
  userRoleInputSchema,
  userRoleResponse,
  usersResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { authOf } from '../../plugins/access.js';
import { deleteUser, listUsers, setUserRole } from './queries.js';
import { toPublicUser } from './service.js';

const tags = ['admin'];

/** The admin dashboard's users tab: list, promote or demote, and delete. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    { config: { access: 'admin' }, schema: { tags, response: { 200: usersResponse } } },
    async () => ({ success: true as const, users: (await listUsers(app.db)).map(toPublicUser) }),
  );

  app.delete(
    '/admin/user/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParamsSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      // An admin deleting themself could leave the shop without any admin.
      if (request.params.id === authOf(request).id) throw new Forbidden();
      if (!(await deleteUser(app.db, request.params.id))) throw new NotFound();
      return { success: true as const, message: messages.userDeleted };
    },
  );

  app.put(
    '/admin/user/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: idParamsSchema,
        body: userRoleInputSchema,
        response: { 200: userRoleResponse },
      },
    },
    async (request) => {
      // Demoting oneself could leave the shop without any admin; promoting oneself is meaningless.
      if (request.params.id === authOf(request).id) throw new Forbidden(messages.ownRole);
      const user = await setUserRole(app.db, request.params.id, request.body.role);
      if (!user) throw new NotFound();
      return { success: true as const, message: messages.roleUpdated, user: toPublicUser(user) };
    },
  );
};
