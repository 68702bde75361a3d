import { type AdminUser, type BlockedPhone, endpoints, format, messages } from '@shop/shared';
import type { Selectable } from 'kysely';
import type { BlockedPhonesTable } from '../../db/schema.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import type { RouteApp, RoutesOf } from '../../lib/route-of.js';
import { authOf } from '../../plugins/access.js';
import {
  deleteBlockedPhone,
  deleteUser,
  findUserById,
  findUserWithOrders,
  insertBlockedPhone,
  listBlockedPhones,
  listUsers,
  phoneKeyOf,
  setUserBlocked,
  setUserRole,
  type UserWithOrders,
} from './queries.js';
import { toPublicUser } from './service.js';

const { accounts } = endpoints;
const admin = { access: 'admin' } as const;

const toAdminUser = (user: UserWithOrders): AdminUser => ({
  ...toPublicUser(user),
  blocked: user.blocked_at !== null,
  openOrders: user.open_orders,
  cancelledOrders: user.cancelled_orders,
});

const toBlockedPhone = (row: Selectable<BlockedPhonesTable>): BlockedPhone => ({
  key: row.phone_key,
  phone: row.phone,
  createdAt: row.created_at.toISOString(),
});

/**
 * The admin dashboard's users tab: list, promote or demote, delete, block or unblock; and the phone
 * numbers orders are refused for (fake cash-on-delivery orders, docs/operations.md).
 */
export const adminUserRoutes = (app: RouteApp) => {
  return {
    users: {
      config: admin,
      handler: async () => ({ success: true as const, users: (await listUsers(app.db)).map(toAdminUser) }),
    },

    deleteUser: {
      config: admin,
      handler: async (request) => {
        // An admin deleting themself could leave the shop without any admin.
        if (request.params.id === authOf(request).id) throw new Forbidden();
        if (!(await deleteUser(app.db, request.params.id))) throw new NotFound();
        return { success: true as const, message: messages.userDeleted };
      },
    },

    setUserRole: {
      config: admin,
      handler: async (request) => {
        // Demoting oneself could leave the shop without any admin; promoting oneself is meaningless.
        if (request.params.id === authOf(request).id) throw new Forbidden(messages.ownRole);
        const user = await setUserRole(app.db, request.params.id, request.body.role);
        if (!user) throw new NotFound();
        return { success: true as const, message: messages.roleUpdated, user: toPublicUser(user) };
      },
    },

    blockUser: {
      config: admin,
      handler: async (request) => {
        const { id } = request.params;
        const { blocked } = request.body;
        if (id === authOf(request).id) throw new Forbidden(messages.ownBlock);
        // Only users are blocked (setUserBlocked): an admin is told why, a missing user is a 404.
        if (!(await setUserBlocked(app.db, id, blocked))) {
          throw (await findUserById(app.db, id)) ? new Forbidden(messages.adminBlock) : new NotFound();
        }
        const user = await findUserWithOrders(app.db, id);
        if (!user) throw new NotFound();
        const message = format(blocked ? messages.userBlocked : messages.userUnblocked, { name: user.name });
        return { success: true as const, message, user: toAdminUser(user) };
      },
    },

    blockedPhones: {
      config: admin,
      handler: async () => ({
        success: true as const,
        phones: (await listBlockedPhones(app.db)).map(toBlockedPhone),
      }),
    },

    blockPhone: {
      config: admin,
      handler: async (request, reply) => {
        const { phone } = request.body;
        const key = await phoneKeyOf(app.db, phone);
        if (key === '') throw new BadRequest(messages.phoneWithoutDigits);
        const row = await insertBlockedPhone(app.db, key, phone);
        if (!row) throw new Conflict(messages.phoneBlockExists);
        return reply.status(201).send({
          success: true as const,
          message: format(messages.phoneBlockAdded, { phone }),
          phone: toBlockedPhone(row),
        });
      },
    },

    unblockPhone: {
      config: admin,
      handler: async (request) => {
        const row = await deleteBlockedPhone(app.db, request.params.key);
        if (!row) throw new NotFound(messages.phoneBlockNotFound);
        return { success: true as const, message: format(messages.phoneBlockRemoved, { phone: row.phone }) };
      },
    },
  } satisfies Partial<RoutesOf<typeof accounts>>;
};
