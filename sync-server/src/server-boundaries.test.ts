// The server's boundary rules in eslint.config.js really fire: kysely or a database driver
// outside db/ and domain/, a query built there on a handle (deps.db, a transaction), and a test
// helper, a test or vitest imported by production code, are errors; the same code where it
// belongs is not. ESLint's Node API lints the text under a made-up file path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The messages of the boundary rule for `code` linted as if it were `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result!.messages
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

describe('server boundary lint', () => {
  it.each([
    ['sync-server/src/routes/x.routes.ts', "import { sql as x } from 'kysely';", /kysely/],
    ['sync-server/src/realtime/x.ts', "import type { Kysely as x } from 'kysely';", /kysely/],
    ['sync-server/src/seed/x.ts', "import { sql as x } from 'kysely';", /kysely/],
    ['sync-server/src/routes/x.ts', "import { x } from '../test-support/test-server';", /test/],
    [
      'sync-server/src/domain/meals/x.ts',
      "import { x } from '../../test-support/meal-fixtures';",
      /test/,
    ],
    ['sync-server/src/db/x.ts', "import { x } from './sequence.test';", /test/],
    ['sync-server/src/http/x.ts', "import { expect as x } from 'vitest';", /test/],
    ['sync-server/src/ops/x.ts', "import x from 'better-sqlite3';", /driver/],
    ['sync-server/src/scale/x.ts', "import { Pool as x } from 'pg';", /driver/],
    [
      'sync-server/src/routes/x.routes.ts',
      "const x = (deps: any) => deps.db.selectFrom('users').selectAll().execute();",
      /SQL belongs/,
    ],
    [
      'sync-server/src/seed/x.ts',
      "const x = (trx: any) => trx.insertInto('users').values({}).execute();",
      /repositories/,
    ],
    [
      'sync-server/src/admin/x.ts',
      "const x = (db: any) => db.updateTable('users').set({ role: 'admin' }).execute();",
      /SQL belongs/,
    ],
    ['sync-server/src/ops/backup.ts', "const x = (s: any) => s.prepare('SELECT 1');", /SQL/],
  ])('%s: %s is refused', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['sync-server/src/db/x.ts', "import { sql as x } from 'kysely';"],
    ['sync-server/src/domain/meals/x.ts', "import { sql as x } from 'kysely';"],
    ['sync-server/src/routes/x.test.ts', "import { x } from '../test-support/test-server';"],
    ['sync-server/src/test-support/x.ts', "import { sql as x } from 'kysely';"],
    ['sync-server/src/routes/x.ts', "import { x } from '../domain/meals/meal-repository';"],
    ['sync-server/src/domain/users/x.ts', "const x = (db: any) => db.selectFrom('users');"],
    ['sync-server/src/db/x.ts', "import x from 'better-sqlite3';"],
    ['sync-server/src/ops/backup.ts', "import x from 'better-sqlite3';"],
    [
      'sync-server/src/seed/x.ts',
      "import { insertLikeRow as x } from '../domain/likes/like-rows';",
    ],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
