// Chat (spec §3): one conversation per customer, messages between the customer and 'admin'.
import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const conversationSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  name: z.string().max(200),
  email: z.string().max(254),
  photo: z.string().max(2048),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  _id: idSchema,
  conversationId: idSchema,
  sender: z.string().min(1).max(254),
  receiver: z.string().min(1).max(254),
  text: z.string().max(5000),
  createdAt: timestampSchema,
});
export type Message = z.infer<typeof messageSchema>;
