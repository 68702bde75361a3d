import { z } from 'zod';
import {
  authResponse,
  forgotSchema,
  loginSchema,
  messageResponse,
  registerSchema,
  resetSchema,
  updatePasswordSchema,
  updateProfileSchema,
  userResponse,
} from '../schemas/accounts.js';
import {
  adminUsersResponse,
  userBlockInputSchema,
  userBlockResponse,
  userRoleInputSchema,
  userRoleResponse,
} from '../schemas/admin-users.js';
import {
  blockedPhoneParamsSchema,
  blockedPhonesResponse,
  blockPhoneInputSchema,
  blockPhoneResponse,
} from '../schemas/blocked-phones.js';
import { idParamsSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['accounts'];
const adminTags = ['admin'];
const userIdParams = z.object({ userId: z.string() });

/** Sign-up, sign-in, profile and passwords (docs/product.md §13), and the admin's users tab. */
export const accountEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    tags,
    body: loginSchema,
    responses: { 200: authResponse },
  }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    tags,
    body: registerSchema,
    responses: { 201: authResponse },
  }),
  me: endpoint({ method: 'GET', path: '/me', tags, responses: { 200: userResponse } }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/me/update/:userId',
    tags,
    params: userIdParams,
    body: updateProfileSchema,
    responses: { 200: userResponse },
  }),
  /** A new password retires every older token: the answer carries the new one. */
  updatePassword: endpoint({
    method: 'PUT',
    path: '/password/update/:userId',
    tags,
    params: userIdParams,
    body: updatePasswordSchema,
    responses: { 200: authResponse },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/password/forgot',
    tags,
    body: forgotSchema,
    responses: { 200: messageResponse },
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/password/reset/:token',
    tags,
    params: z.object({ token: z.string() }),
    body: resetSchema,
    responses: { 200: authResponse },
  }),
  /** Mails the signed-in user a link that confirms their e-mail address (at most one a minute). */
  sendEmailConfirmation: endpoint({
    method: 'POST',
    path: '/me/confirm-email',
    tags,
    // Nothing to send: an empty object, so that a stray body is refused rather than ignored.
    body: z.strictObject({}),
    responses: { 200: messageResponse },
  }),
  confirmEmail: endpoint({
    method: 'PUT',
    path: '/confirm-email/:token',
    tags,
    params: z.object({ token: z.string().max(1000) }),
    responses: { 200: messageResponse },
  }),
  users: endpoint({
    method: 'GET',
    path: '/admin/users',
    tags: adminTags,
    responses: { 200: adminUsersResponse },
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/admin/user/:id',
    tags: adminTags,
    params: idParamsSchema,
    responses: { 200: messageResponse },
  }),
  setUserRole: endpoint({
    method: 'PUT',
    path: '/admin/user/:id',
    tags: adminTags,
    params: idParamsSchema,
    body: userRoleInputSchema,
    responses: { 200: userRoleResponse },
  }),
  /** A blocked account cannot sign in or order, and its tokens are refused at once; unblocking undoes it. */
  blockUser: endpoint({
    method: 'PUT',
    path: '/admin/user/:id/block',
    tags: adminTags,
    params: idParamsSchema,
    body: userBlockInputSchema,
    responses: { 200: userBlockResponse },
  }),
  blockedPhones: endpoint({
    method: 'GET',
    path: '/admin/blocked-phones',
    tags: adminTags,
    responses: { 200: blockedPhonesResponse },
  }),
  blockPhone: endpoint({
    method: 'POST',
    path: '/admin/blocked-phones',
    tags: adminTags,
    body: blockPhoneInputSchema,
    responses: { 201: blockPhoneResponse },
  }),
  unblockPhone: endpoint({
    method: 'DELETE',
    path: '/admin/blocked-phones/:key',
    tags: adminTags,
    params: blockedPhoneParamsSchema,
    responses: { 200: messageResponse },
  }),
};
