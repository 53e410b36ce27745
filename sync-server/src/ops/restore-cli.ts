// `npm run restore FILE`: puts a backup in place of DATA_DIR's database. Stop the server first;
// the database it replaces is kept beside it. See README "Backups".
import path from 'node:path';
import { restoreDatabase } from './backup';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE   (stop the server first)');
  process.exit(1);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see README "Backups").');
  process.exit(1);
}
try {
  const { restored, previous, report } = await restoreDatabase(dataDir, file);
  console.log(`Restored ${path.resolve(file)} to ${restored}`);
  if (previous) console.log(`The database it replaced is kept as ${previous}`);
  for (const problem of report.problems) console.warn(`Warning: ${problem}`);
  console.log('Start the server again: npm start');
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
