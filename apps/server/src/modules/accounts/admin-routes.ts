import { type AdminUser, type BlockedPhone, endpoints, format, messages } from '@shop/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { BlockedPhonesTable, User } from '../../db/schema.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import type { RouteApp, RoutesOf } from '../../lib/route-of.js';
import { authOf } from '../../plugins/access.js';
import { type OrderCounts, orderCountsByUser } from '../orders/index.js';
import {
  deleteBlockedPhone,
  deleteUser,
  findUserById,
  insertBlockedPhone,
  listBlockedPhones,
  listUsers,
  phoneKeyOf,
  setUserBlocked,
  setUserRole,
} from './queries.js';
import { toPublicUser } from './service.js';

const { accounts } = endpoints;
const admin = { access: 'admin' } as const;

/** Users as the admin's Users tab lists them, with their open and cancelled (or returned) orders. */
async function withOrderCounts(db: Database, users: User[], all = false): Promise<AdminUser[]> {
  const counts = await orderCountsByUser(db, all ? undefined : users.map((user) => user.id));
  return users.map((user) => toAdminUser(user, counts.get(user.id)));
}

const toAdminUser = (user: User, orders: OrderCounts = { open: 0, unsold: 0 }): AdminUser => ({
  ...toPublicUser(user),
  blocked: user.blocked_at !== null,
  openOrders: orders.open,
  cancelledOrders: orders.unsold,
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
      handler: async () => ({
        success: true as const,
        users: await withOrderCounts(app.db, await listUsers(app.db), true),
      }),
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
        const updated = await setUserBlocked(app.db, id, blocked);
        if (!updated) {
          throw (await findUserById(app.db, id)) ? new Forbidden(messages.adminBlock) : new NotFound();
        }
        const [user] = await withOrderCounts(app.db, [updated]);
        const message = format(blocked ? messages.userBlocked : messages.userUnblocked, {
          name: updated.name,
        });
        return { success: true as const, message, user: user as AdminUser };
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
