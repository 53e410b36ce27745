// What each route of an /all-meals title search costs on the bench's data set, in one process
// (db/title-search.ts chooses between them): the title index's route, whose cost grows with the
// search's matches, and the order index's scan, whose cost grows with the meals it walks. Each
// search is answered by searchMealsBy with the route forced, for a category (so the index route
// looks each match up) and page 0 and a deep page, CPU time per answer; then the cost of one match
// and of one walked entry (less what an answer costs anyway), whose ratio is MATCH_COST_IN_ENTRIES.
//   npx tsx bench/micro/title-routes.ts [rounds=20]
import type { AllMealsQuery } from '@hostel/shared-schema';
import { freshDataDir } from '../dataset/dataset-cache';
import { openDatabase } from '../../sync-server/src/db/database';
import { migrateToLatest } from '../../sync-server/src/db/migrate';
import { countTitleMatches, type TitleRoute } from '../../sync-server/src/db/title-search';
import { searchMealsBy } from '../../sync-server/src/domain/meals/meal-queries';

const ROUNDS = Number(process.argv[2] ?? 20);
/** Words from none to every title of the data set (its titles are "<dish> meal <n>", n to 10,000). */
const WORDS = ['qzvkx', 'meal 1234', 'meal 123', 'meal 12', 'egg', 'chicken', 'meal'];

async function main(): Promise<void> {
  const data = await freshDataDir();
  const db = openDatabase(data.dataDir);
  try {
    await migrateToLatest(db);
    const live = await db
      .selectFrom('meals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted', '=', 0)
      .where('meal_type', '=', 'lunch')
      .executeTakeFirstOrThrow();
    const lunches = Number(live.n);
    /** CPU µs per answer of `query` by `route`, the best of ROUNDS blocks (load only adds). */
    const cost = async (query: AllMealsQuery, route: TitleRoute) => {
      let best = Infinity;
      for (let round = 0; round < ROUNDS; round++) {
        const before = process.cpuUsage();
        for (let i = 0; i < 5; i++) await searchMealsBy(db, query, () => route);
        const used = process.cpuUsage(before);
        best = Math.min(best, (used.user + used.system) / 5);
      }
      return best;
    };
    console.log(`${lunches} live lunches`);
    console.log('| search | matches | page | index route | scan route |\n|---|---|---|---|---|');
    const perMatch: number[] = [];
    const perEntry: number[] = [];
    // What every answer costs whatever its route: a word in no title, found in no index.
    let base = 0;
    for (const word of WORDS) {
      const matches = (await countTitleMatches(db, word)) ?? 0;
      for (const page of [0, 1000]) {
        const query = {
          search: word,
          category: 'lunch',
          sbp: 'l2h',
          page,
          limit: 4,
        } as AllMealsQuery;
        const index = await cost(query, 'index');
        const scan = await cost(query, 'scan');
        console.log(
          `| ${word} | ${matches} | ${page} | ${index.toFixed(0)} µs | ${scan.toFixed(0)} µs |`,
        );
        if (matches === 0) base = Math.min(index, scan);
        if (page === 0 && matches >= 1000) perMatch.push((index - base) / matches);
        if (page === 0 && matches > 0) perEntry.push((scan - base) / lunches);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? NaN;
    const match = median(perMatch);
    const entry = median(perEntry);
    console.log(
      `\none match of the index route ≈ ${match.toFixed(2)} µs, one entry of the scan ≈ ` +
        `${entry.toFixed(2)} µs: a match costs ≈ ${(match / entry).toFixed(0)} entries`,
    );
  } finally {
    await db.destroy();
    data.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
