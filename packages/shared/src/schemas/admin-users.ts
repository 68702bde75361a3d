import { z } from 'zod';
import { messages } from '../messages.js';
import { publicUser, roleSchema } from './accounts.js';

export const userRoleInputSchema = z.object({
  role: z.enum(roleSchema.options, { error: messages.roleInvalid }),
});

/**
 * A user as the admin's Users tab lists them: whether they are blocked (cannot sign in or order), and
 * their orders still Processing and cancelled, the signs of fake orders.
 */
const adminUser = publicUser.extend({
  blocked: z.boolean(),
  openOrders: z.int(),
  cancelledOrders: z.int(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = z.object({ success: z.literal(true), users: z.array(adminUser) });

export const userRoleResponse = z.object({ success: z.literal(true), message: z.string(), user: publicUser });

export const userBlockInputSchema = z.object({
  blocked: z.boolean({ error: messages.blockedInvalid }),
});
export const userBlockResponse = z.object({ success: z.literal(true), message: z.string(), user: adminUser });

/** POST /admin/user/:id/cancel-orders: every Processing order of the user cancelled, stock returned. */
export const cancelOrdersResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  cancelled: z.int(),
});
