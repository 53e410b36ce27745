// `npm run seed`: adds the demo data to the database of DATA_DIR (migrating it first) and prints
// how to sign in. Safe on a database that already has it (see seed.ts).
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { signInLines, workingDemoSignIns } from './demo-sign-ins';
import { addDemoData, type SeedSummary } from './seed';

function describe(summary: SeedSummary): string[] {
  const lines = [
    `Demo accounts added: ${summary.accountsAdded}`,
    `Demo pictures written: ${summary.imagesWritten}`,
  ];
  if (summary.menuAdded) {
    lines.push(
      `Added ${summary.meals} meals, ${summary.upcomingMeals} upcoming meals, ` +
        `${summary.likes} likes and ${summary.reviews} reviews.`,
    );
  } else {
    lines.push('The demo meals are already in this database: no meal, like or review added.');
  }
  return lines;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const summary = await addDemoData(db, config);
    console.log(`Data directory: ${config.dataDir}`);
    for (const line of describe(summary)) console.log(line);
    console.log('Demo sign-in:');
    for (const line of signInLines(await workingDemoSignIns(db))) console.log(line);
    console.log(
      '  (more residents: resident1@hostel.test … resident12@hostel.test, same password)',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
