// Row → like document (shared-schema `entities/like.ts`), one per user and target.
import type { Selectable } from 'kysely';
import { likeId, type Like, type LikeTarget } from '@hostel/shared-schema';
import type { LikesTable } from '../../db/tables';

export type LikeRow = Selectable<LikesTable>;

export function toLikeDoc(row: LikeRow, target: LikeTarget): Like {
  return {
    _id: likeId(target, row.target_id, row.user_email),
    target,
    targetId: row.target_id,
    email: row.user_email,
    liked: Number(row.liked) === 1,
  };
}
