// Backups while the server writes: residents stream reviews and likes at a real server while
// `npm run backup` (its CLI, a process of its own) copies the database; `npm run restore` puts
// the copy in a fresh data folder and a server starts on it. The restored data must be one
// consistent snapshot: every write answered before the backup began is there, each writer's
// writes present form a prefix of what it sent, counters equal their rows, replication works.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { Replica } from '../test-support/replica';
import { seedMeals, type SeedMeal } from '../test-support/sync-data';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { checkConsistencyOfFile } from '../db/consistency';
import { DATABASE_FILE } from './backup';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const npmScript = (name: string, args: string[], dataDir: string) =>
  run('npm', ['run', '--silent', name, '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });

let test: TestServer;
let meals: SeedMeal[];
const work = mkdtempSync(path.join(tmpdir(), 'hostel-backup-'));
beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 6);
});
afterAll(async () => {
  await test?.close();
  rmSync(work, { recursive: true, force: true });
});

type Sent = { text: string; answeredAt?: number };

describe('npm run backup / npm run restore', () => {
  it('backs up a consistent snapshot while residents write, and restores it', async () => {
    const writers = await Promise.all([1, 2, 3, 4].map(() => signedInAs(test)));
    const sent: Sent[][] = writers.map(() => []);
    let stop = false;
    const loops = writers.map(async ({ user, client }, w) => {
      for (let n = 0; !stop; n += 1) {
        const meal = meals[n % meals.length];
        const entry: Sent = { text: `writer ${w} review ${n}` };
        sent[w].push(entry);
        const review = await client.post('/api/add-review', {
          mealId: meal.id,
          rating: 1 + (n % 5),
          review: entry.text,
        });
        expect(review.status).toBe(201);
        entry.answeredAt = Date.now();
        const like = await client.put(n % 3 === 2 ? '/api/dec-like' : '/api/inc-like', {
          email: user.email,
          id: meal.id,
        });
        expect(like.status).toBe(200);
      }
    });
    // Let some rows exist, then back up while the loops keep going.
    while (sent.every((list) => list.length < 30)) await new Promise((r) => setTimeout(r, 20));
    const backupFile = path.join(work, 'nightly.db');
    const startedAt = Date.now();
    const backup = await npmScript('backup', [backupFile], test.config.dataDir);
    const endedAt = Date.now();
    expect(backup.stdout).toContain(`Backup written: ${backupFile}`);
    const writtenDuring = sent
      .flat()
      .filter((s) => s.answeredAt! > startedAt && s.answeredAt! < endedAt);
    stop = true;
    await Promise.all(loops);
    expect(writtenDuring.length, 'writes answered while the backup ran').toBeGreaterThan(0);

    // Restore into a fresh data folder (as after losing the machine), the CLI's way.
    const restoredDir = path.join(work, 'restored');
    const restore = await npmScript('restore', [backupFile], restoredDir);
    expect(restore.stdout).toContain('Restored');
    const restoredFile = path.join(restoredDir, DATABASE_FILE);
    expect(checkConsistencyOfFile(restoredFile).problems).toEqual([]);

    const restored = await startTestServer({ DATA_DIR: restoredDir });
    try {
      const rows = await restored.db.selectFrom('reviews').select('review').execute();
      const present = new Set(rows.map((row) => row.review));
      for (const list of sent) {
        // Each writer waits for an answer before its next write: what the snapshot holds of it
        // is a prefix of what it sent, and holds everything answered before the backup began.
        const flags = list.map((entry) => present.has(entry.text));
        const kept = flags.indexOf(false) === -1 ? flags.length : flags.indexOf(false);
        expect(
          flags.slice(kept).every((flag) => !flag),
          'a prefix, no gaps',
        ).toBe(true);
        for (const entry of list.slice(kept))
          expect(entry.answeredAt ?? Infinity).toBeGreaterThan(startedAt);
      }
      expect(present.size).toBeLessThan(sent.flat().length);
      // Replication from scratch on the restored server sees exactly the restored rows.
      const replica = new Replica('reviews');
      await replica.catchUp(restored.client());
      expect(
        replica
          .live()
          .map((doc) => doc.review)
          .sort(),
      ).toEqual([...present].sort());
    } finally {
      await restored.close();
    }
    // Restoring over an existing database keeps the one it replaces.
    const again = await npmScript('restore', [backupFile], restoredDir);
    expect(again.stdout).toMatch(/kept as .*before-restore-/);
    expect(existsSync(restoredFile)).toBe(true);
  }, 60_000);

  it('refuses a file that is not a backup of this product, changing nothing', async () => {
    const dir = path.join(work, 'refuse');
    const bogus = path.join(work, 'bogus.db');
    const { default: SQLite } = await import('better-sqlite3');
    new SQLite(bogus).exec('CREATE TABLE t (x)');
    await expect(npmScript('restore', [bogus], dir)).rejects.toMatchObject({
      stderr: expect.stringContaining('is not a Hostel Meals database'),
    });
    expect(existsSync(path.join(dir, DATABASE_FILE))).toBe(false);
  });
});
