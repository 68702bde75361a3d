import { z } from 'zod';
import { messages } from '../messages.js';

const contactMessageSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(contactMessageSchema),
  messagesCount: z.int(),
  /** Messages not handled yet, over all pages. */
  unread: z.int(),
});

export const messageHandledInputSchema = z.object({
  handled: z.boolean({ error: messages.handledInvalid }),
});

export const contactMessageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  contactMessage: contactMessageSchema,
});

export const contactResponse = z.object({ success: z.literal(true), message: z.string() });
