// A like row written as it is, with its own time (the demo seed's history). The counters are
// the writer's business: the seed sets them from its plan; the like routes use set-meal-like.ts.
import { likeId, type LikeTarget } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';

export type StoredLike = { target: LikeTarget; targetId: string; email: string; at: number };

export async function insertLikeRow(db: Executor, like: StoredLike): Promise<void> {
  await db
    .insertInto(like.target === 'meal' ? 'meal_likes' : 'upcoming_likes')
    .values({
      id: likeId(like.target, like.targetId, like.email),
      target_id: like.targetId,
      user_email: like.email,
      liked: 1,
      updated_at: like.at,
      seq: await nextSeq(db),
    })
    .execute();
}
