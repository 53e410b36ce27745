// `npm run backup [-- FILE]`: an online backup of DATA_DIR's database while the server runs
// (default file: DATA_DIR/backups/hostel-<UTC time>.db). See README "Backups".
import path from 'node:path';
import { backupDatabase } from './backup';

// The same default as config.ts (DATA_DIR, relative to where npm runs: the repository root).
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

if (process.env.DATABASE_URL) {
  // PostgreSQL keeps the data: its own tool takes the consistent backup (README "Backups").
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README "Backups").');
  process.exit(1);
}
try {
  const { file, pages, report } = await backupDatabase(dataDir, process.argv[2]);
  console.log(`Backup written: ${file} (${pages} pages)`);
  for (const problem of report.problems) console.warn(`Warning: ${problem}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
