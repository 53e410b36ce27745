// How many live meals there are, in all or of one meal type: /all-meals sends the first beside
// every page (its `total`), and the second as the `count` of a page that asks for a category
// alone. Known to the instance once per replication sequence (db/once-per-sequence.ts): a page
// costs no count and, where the sequence is known without asking (SQLite's committed reader,
// PostgreSQL's notices), no round trip for it; each total is counted again once after a write,
// when a page next asks for it.
import type { MealType } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { oncePerSequence } from '../../db/once-per-sequence';

/** Every live meal, or those of one meal type. */
export type MealKind = 'all' | MealType;

/**
 * Counts the live meals of `kind` now. Every live meal is all rows minus the tombstones, in one
 * statement (one snapshot): SQLite counts a whole table by its b-tree pages without visiting
 * entries, and the tombstones are a short index range. A meal type's are its range of the
 * (deleted, meal_type, price, …) index, read alone.
 */
export async function countLiveMeals(db: Executor, kind: MealKind): Promise<number> {
  const count = () => db.selectFrom('meals').select((eb) => eb.fn.countAll<number>().as('n'));
  if (kind !== 'all') {
    const row = await count()
      .where('deleted', '=', 0)
      .where('meal_type', '=', kind)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  const row = await db
    .selectNoFrom((eb) =>
      eb(count(), '-', count().where('deleted', '=', 1))
        .$castTo<number | string>()
        .as('n'),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** countLiveMeals, counted once per replication sequence and shared until the next write. */
export const liveMealCount = oncePerSequence(countLiveMeals);
