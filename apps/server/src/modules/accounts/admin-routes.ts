import { endpoints, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { routeOf } from '../../lib/route-of.js';
import { authOf } from '../../plugins/access.js';
import { deleteUser, listUsers, setUserRole } from './queries.js';
import { toPublicUser } from './service.js';

const { accounts } = endpoints;
const admin = { access: 'admin' } as const;

/** The admin dashboard's users tab: list, promote or demote, and delete. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(accounts.users),
    config: admin,
    handler: async () => ({ success: true as const, users: (await listUsers(app.db)).map(toPublicUser) }),
  });

  app.route({
    ...routeOf(accounts.deleteUser),
    config: admin,
    handler: async (request) => {
      // An admin deleting themself could leave the shop without any admin.
      if (request.params.id === authOf(request).id) throw new Forbidden();
      if (!(await deleteUser(app.db, request.params.id))) throw new NotFound();
      return { success: true as const, message: messages.userDeleted };
    },
  });

  app.route({
    ...routeOf(accounts.setUserRole),
    config: admin,
    handler: async (request) => {
      // Demoting oneself could leave the shop without any admin; promoting oneself is meaningless.
      if (request.params.id === authOf(request).id) throw new Forbidden(messages.ownRole);
      const user = await setUserRole(app.db, request.params.id, request.body.role);
      if (!user) throw new NotFound();
      return { success: true as const, message: messages.roleUpdated, user: toPublicUser(user) };
    },
  });
};
