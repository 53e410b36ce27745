// Fresh PostgreSQL databases for tests, copied from the migrated template of the run's cluster
// (postgres-global-setup.ts). A test that restarts a server on the same DATA_DIR gets the same
// database back: the name is derived from that folder.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** True in the node-pg project: test servers run on PostgreSQL. */
export function testsUsePostgres(): boolean {
  return process.env.HOSTEL_TEST_DATABASE === 'postgres';
}

function cluster(): { adminUrl: string; template: string } {
  const provided = inject('postgres');
  if (!provided) throw new Error('No PostgreSQL cluster: run this in the node-pg vitest project');
  return provided;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster().adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database copied from the template (created on first use for `key`), and how to drop it.
 * Without a key the database is new every call.
 */
export async function testDatabase(
  key?: string,
  { empty = false } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const suffix = key
    ? createHash('sha256').update(key).digest('hex').slice(0, 16)
    : randomBytes(8).toString('hex');
  const name = `test_${suffix}`;
  const { adminUrl } = cluster();
  // template0 is PostgreSQL's own empty database: for tests of migrating from nothing.
  const template = empty ? 'template0' : cluster().template;
  await withAdmin(async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return;
    // Copying a template fails while another copy of it starts; those are short: try again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        const busy = /being accessed by other users/.test(String(error));
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
      }
    }
  });
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
