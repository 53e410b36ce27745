// Runs the dated migrations in order. Migrations never import application code, so an old
// migration keeps meaning what it meant when it was written. A new migration is added to the
// list below under its file name.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as users from './migrations/2026-11-22-01-users';
import * as syncSequence from './migrations/2026-11-22-02-sync-sequence';
import * as meals from './migrations/2026-11-22-03-meals';
import * as likes from './migrations/2026-11-22-04-likes';
import * as reviews from './migrations/2026-11-22-05-reviews';
import * as requestedMeals from './migrations/2026-11-22-06-requested-meals';
import * as payments from './migrations/2026-11-22-07-payments';
import * as chat from './migrations/2026-11-22-08-chat';
import * as readIndexes from './migrations/2026-11-23-08-read-indexes';
import * as sessions from './migrations/2026-11-23-09-sessions';
import * as providerEvents from './migrations/2026-11-23-11-provider-events';
import * as menuSkips from './migrations/2026-11-23-13-menu-skips';
import * as foodLabels from './migrations/2026-11-24-15-food-labels';

const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-01-users': users,
  '2026-11-22-02-sync-sequence': syncSequence,
  '2026-11-22-03-meals': meals,
  '2026-11-22-04-likes': likes,
  '2026-11-22-05-reviews': reviews,
  '2026-11-22-06-requested-meals': requestedMeals,
  '2026-11-22-07-payments': payments,
  '2026-11-22-08-chat': chat,
  '2026-11-23-08-read-indexes': readIndexes,
  '2026-11-23-09-sessions': sessions,
  '2026-11-23-11-provider-events': providerEvents,
  '2026-11-23-13-menu-skips': menuSkips,
  '2026-11-24-15-food-labels': foodLabels,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations of parallel work are named by issue number, so one can land after a later-named
  // one already ran on some database: run it then instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
