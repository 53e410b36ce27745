// The PWA's import boundaries (eslint.pwa-boundaries.js) fire: ESLint's own Node API
// lints small snippets under made-up paths with the repository's real config, so a rule that
// stops matching (a glob, a regex, a later block overriding it) fails here, and the allowed
// imports stay allowed.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const RULE = '@typescript-eslint/no-restricted-imports';

/** The boundary messages ESLint reports for `code` as if it were the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).map((m) => m.message);
}

describe('PWA import boundaries', () => {
  it('rxdb only inside pwa/src/db', async () => {
    const code =
      "import { createRxDatabase } from 'rxdb';\nexport const open = createRxDatabase;\n";
    expect(await boundaryErrors('pwa/src/features/meals/hooks/use-x.ts', code)).toEqual([
      expect.stringContaining('Only pwa/src/db imports rxdb'),
    ]);
    expect(await boundaryErrors('pwa/src/lib/x.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('pwa/src/db/x.ts', code)).toEqual([]);
  });

  it('no feature imports another feature, CSS included, at any depth', async () => {
    const other = 'A feature never imports another feature';
    expect(
      await boundaryErrors(
        'pwa/src/features/admin-dashboard/pages/x-page.tsx',
        "import '../../user-dashboard/components/dashboard-pages.css';\n",
      ),
    ).toEqual([expect.stringContaining(other)]);
    expect(
      await boundaryErrors(
        'pwa/src/features/home/pages/home-page.tsx',
        "export { TodayMenu } from '../../menu/components/today-menu';\n",
      ),
    ).toEqual([expect.stringContaining(other)]);
    expect(
      await boundaryErrors(
        'pwa/src/features/chat/admin-chat.tsx',
        "import { x } from '../meals/hooks/use-meal';\nexport default x;\n",
      ),
    ).toEqual([expect.stringContaining(other)]);
    expect(
      await boundaryErrors(
        'pwa/src/features/admin-dashboard/meal-form/parts/x.ts',
        "import { x } from '../../../meals/hooks/use-meal';\nexport default x;\n",
      ),
    ).toEqual([expect.stringContaining(other)]);
    // Its own folders and the shared ones stay open.
    expect(
      await boundaryErrors(
        'pwa/src/features/admin-dashboard/pages/x-page.tsx',
        [
          "import { a } from '../hooks/use-admin-meals';",
          "import { b } from '../../../components/ui';",
          "import { c } from '../../../lib/server-query';",
          "import { d } from '../../../db';",
          "import '../../../components/dashboard/dashboard-pages.css';",
          'export default [a, b, c, d];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('components never call lib/api; feature hooks may, and types stay importable', async () => {
    const call = "import { adminApi } from '../../../lib/api';\nexport const m = adminApi.meals;\n";
    expect(await boundaryErrors('pwa/src/features/admin-dashboard/pages/x.tsx', call)).toEqual([
      expect.stringContaining('Components never fetch'),
    ]);
    expect(
      await boundaryErrors(
        'pwa/src/components/x/y.tsx',
        "import { http } from '../../lib/api/client';\nexport default http;\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('pwa/src/features/admin-dashboard/hooks/use-x.ts', call)).toEqual(
      [],
    );
    const typeOnly =
      "import type { ReviewSortKey } from '../../../lib/api';\nexport type K = ReviewSortKey;\n";
    expect(await boundaryErrors('pwa/src/features/admin-dashboard/pages/x.tsx', typeOnly)).toEqual(
      [],
    );
  });

  it('production code never imports a test helper; tests may', async () => {
    const helper =
      "import { fakeUser } from '../../test-support/render';\nexport default fakeUser;\n";
    expect(await boundaryErrors('pwa/src/features/chat/x.tsx', helper)).toEqual([
      expect.stringContaining('Test helpers are for tests only'),
    ]);
    expect(
      await boundaryErrors(
        'pwa/src/db/x.ts',
        "import { openClient } from './test-support/clients';\nexport default openClient;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'pwa/src/lib/x.ts',
        "import { cases } from './format.node.test';\nexport default cases;\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('pwa/src/features/chat/x.test.tsx', helper)).toEqual([]);
  });
});
