import { idParamsSchema, messageResponse, messages, usersResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { authOf } from '../../plugins/access.js';
import { deleteUser, listUsers } from './queries.js';
import { toPublicUser } from './service.js';

const tags = ['admin'];

/** The admin dashboard's users tab: list and delete. */
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
};
