// Flat ESLint config: typescript-eslint's recommended rules everywhere, React hooks rules in the PWA.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { pwaBoundaries } from './eslint.pwa-boundaries.js';

// Server boundaries (see the block near the end).
const SQL_ONLY_IN_DB_AND_DOMAIN =
  'kysely (SQL) belongs in sync-server/src/db or sync-server/src/domain: call a function there.';
const SQL_DRIVER = 'The database driver belongs in sync-server/src/db: call a function there.';
/**
 * Query building on whatever handle a file holds (deps.db, a transaction): the calls that start a
 * query, a transaction or a raw statement. An import rule cannot see these (the Db object arrives
 * through Deps, never imported), so they are matched by name.
 */
const QUERY_CALLS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'executeQuery',
  'transaction',
  'connection',
  'prepare',
];
const NO_QUERY_BUILDING = {
  selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_CALLS.join('|')})$/]`,
  message:
    'SQL belongs in sync-server/src/db or sync-server/src/domain (the seed uses their repositories): call a function there.',
};
const TEST_HELPER_IMPORT = String.raw`(^|/)test-support(/|$)|\.test(\.[jt]sx?)?$|^vitest(/|$)`;
const NO_TEST_HELPERS = 'Production code must not import test helpers, tests or vitest.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist-ssr/**',
      '**/.tsbuild/**',
      'data/**',
      'pwa/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests read loosely-typed JSON answers; `any` there keeps assertions short.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Server boundaries: SQL is written only in db/ and domain/ (routes, realtime, seed
  // and the rest call them): no kysely or database driver import elsewhere, and no query built on
  // a handle received from elsewhere. Production code never imports a test helper. Tests and
  // test-support are exempt. Later blocks repeat the test-helper rule because a later block's
  // options replace an earlier one's for the same rule.
  {
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/**/*.test.ts', 'sync-server/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: SQL_ONLY_IN_DB_AND_DOMAIN },
            { name: 'better-sqlite3', message: SQL_DRIVER },
            { name: 'pg', message: SQL_DRIVER },
          ],
          patterns: [{ regex: TEST_HELPER_IMPORT, message: NO_TEST_HELPERS }],
        },
      ],
      'no-restricted-syntax': ['error', NO_QUERY_BUILDING],
    },
  },
  {
    files: ['sync-server/src/db/**/*.ts', 'sync-server/src/domain/**/*.ts'],
    ignores: ['sync-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: TEST_HELPER_IMPORT, message: NO_TEST_HELPERS }] },
      ],
      'no-restricted-syntax': 'off',
    },
  },
  {
    // Backup and restore copy SQLite files with better-sqlite3's online backup API; their SQL
    // (the consistency check) is db/consistency.ts, and the query rule above still applies here.
    files: ['sync-server/src/ops/backup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: SQL_ONLY_IN_DB_AND_DOMAIN }],
          patterns: [{ regex: TEST_HELPER_IMPORT, message: NO_TEST_HELPERS }],
        },
      ],
    },
  },
  ...pwaBoundaries,
);
