// What every benchmark section gets, and how it reports. A section is one module with one
// measurement area; run.ts lists them. Figures are printed as Markdown table rows (so
// docs/performance.md can take them as they are) and kept for bench/.cache/last-run.json.
import type { DatasetManifest } from '../dataset/make-dataset';
import type { RunningProcess } from './processes';

export type BenchOptions = {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
};

export type BenchContext = {
  /** The real server (compiled, its own process) on a fresh copy of the data set. */
  server: RunningProcess;
  dataDir: string;
  manifest: DatasetManifest;
  options: BenchOptions;
  /** A scratch folder for this run (removed at the end). */
  workDir: string;
  report: Report;
  /** Said after the section's table titles when the server is not on SQLite (" on PostgreSQL"). */
  databaseLabel?: string;
  /**
   * What a server process a section starts on its own needs besides the data folder to reach
   * the same database as `server` (DATABASE_URL on PostgreSQL).
   */
  serverEnv?: Record<string, string>;
};

export type BenchSection = { title: string; run: (context: BenchContext) => Promise<void> };

export type Row = Record<string, string | number>;

export class Report {
  readonly tables: { title: string; rows: Row[] }[] = [];

  /** Starts a table; rows added with `row` are printed at once, each on its line. */
  table(title: string, columns: string[]): (row: Row) => void {
    const table = { title, rows: [] as Row[] };
    this.tables.push(table);
    console.log(`\n### ${title}\n`);
    console.log(`| ${columns.join(' | ')} |`);
    console.log(`|${columns.map(() => '---').join('|')}|`);
    return (row) => {
      table.rows.push(row);
      console.log(`| ${columns.map((column) => String(row[column] ?? '')).join(' | ')} |`);
    };
  }

  note(line: string): void {
    console.log(line);
  }
}

export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
