// What an engine stream's answer costs to cross to the page: the CPU time of one structured
// clone (what postMessage does to it) and its size, for the answers that used to hold every meal
// and the narrowed ones that replace them, at 10,000 meals shaped like the bench data set's.
// Each figure is the median of `rounds` clones, both kinds measured in alternation.
//   npx tsx bench/harness/vite-import.ts bench/micro/stream-clone.ts [meals=10000] [rounds=30]
import { firstValueFrom, filter } from 'rxjs';
import { ALL_MEALS_PAGE_SIZE, type Meal } from '@hostel/shared-schema';
import { openStream } from '../../pwa/src/db/engine/streams';
import type { StreamArgs, StreamName } from '../../pwa/src/db/engine/api';
import { openOfflineLayer } from '../../pwa/src/test-support/offline-layer';
import { testMeal } from '../../pwa/src/test-support/test-meal';
import { demoLabels } from '../../sync-server/src/seed/demo-labels';
import { DEMO_MEALS } from '../../sync-server/src/seed/demo-meals';

const count = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 30);

const meals: Meal[] = Array.from({ length: count }, (_, index) => {
  const demo = DEMO_MEALS[index % DEMO_MEALS.length]!;
  return testMeal({
    _id: `meal-${String(index).padStart(6, '0')}`,
    mealTitle: `${demo.title} meal ${index + 1}`,
    mealType: demo.type,
    price: demo.price + (index % 40) * 5,
    mealImage: `/api/uploads/demo-${demo.slug}.svg`,
    ingredients: [...demo.ingredients],
    description: demo.description,
    rating: demo.rating,
    postTime: 1_700_000_000_000 - index * 3_600_000,
    distributorName: 'Hostel Admin',
    distributorEmail: 'admin@hostel.test',
    ...demoLabels(demo.slug),
  } as Partial<Meal>);
});

const layer = await openOfflineLayer(`clone${Date.now()}`);
await layer.db.meals.bulkInsert(meals);

async function answerOf<N extends StreamName>(name: N, args: StreamArgs<N>): Promise<unknown> {
  return firstValueFrom(
    openStream(layer, name, args).pipe(
      filter(
        (answer) =>
          answer !== null && (name !== 'meals' || (answer as { total: number }).total === count),
      ),
    ),
  );
}

function cloneMs(value: unknown): number {
  const start = process.cpuUsage();
  structuredClone(value);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const requested = meals.filter((_, index) => index % 997 === 0).map((meal) => meal._id);
const pairs: { screen: string; before: unknown; after: unknown }[] = [
  {
    screen: 'All Meals, first page',
    before: await answerOf('meals', {}),
    after: await answerOf('meals', { limit: ALL_MEALS_PAGE_SIZE }),
  },
  {
    screen: 'Home (tabs and marquee)',
    before: await answerOf('meals', {}),
    after: await answerOf('homeMeals', { hide: null }),
  },
  {
    screen: 'Menu planner (every meal, its fields)',
    before: await answerOf('meals', { sort: 'l2h' }),
    after: await answerOf('mealChoices', {}),
  },
  {
    screen: `Requested meals (${requested.length})`,
    before: await answerOf('meals', {}),
    after: await answerOf('mealsByIds', { ids: requested }),
  },
];

console.log(`${count} meals, median of ${rounds} clones (CPU ms) and the answer's JSON size`);
console.log('screen | every meal: ms, KB | narrowed: ms, KB | ratio (CPU)');
for (const { screen, before, after } of pairs) {
  const times = { before: [] as number[], after: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    times.before.push(cloneMs(before));
    times.after.push(cloneMs(after));
  }
  const kb = (value: unknown) => (JSON.stringify(value).length / 1024).toFixed(1);
  const [a, b] = [median(times.before), median(times.after)];
  console.log(
    `${screen} | ${a.toFixed(2)}, ${kb(before)} | ${b.toFixed(3)}, ${kb(after)} | ${(a / Math.max(b, 0.001)).toFixed(0)}×`,
  );
}
await layer.close();
