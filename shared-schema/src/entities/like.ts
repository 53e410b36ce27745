// Like state (spec §3): one row per user and meal (or upcoming meal). `liked: false` records an
// unlike, so the last edit can win and replication carries it like any other change.
import { z } from 'zod';
import { idSchema } from './common';
import { syncedCollection } from '../sync/synced-collection';

export const LIKE_TARGETS = ['meal', 'upcoming'] as const;
export type LikeTarget = (typeof LIKE_TARGETS)[number];

export const likeSchema = z.object({
  // Derived id (see likeId): target, target id and e-mail, so longer than a server-made id.
  _id: z.string().min(1).max(340),
  target: z.enum(LIKE_TARGETS),
  targetId: idSchema,
  email: z.string().max(254),
  liked: z.boolean(),
});
export type Like = z.infer<typeof likeSchema>;

/** One like document per user and target: its id is derived, so two offline likes meet. */
export function likeId(target: LikeTarget, targetId: string, email: string): string {
  return `${target}:${targetId}:${email.toLowerCase()}`;
}

export const likesSync = syncedCollection({
  name: 'likes',
  noun: 'like',
  entity: likeSchema,
  audience: 'owner',
  devicePushes: true,
  ownerField: 'email',
  rx: { version: 0, indexes: ['targetId'] },
});
