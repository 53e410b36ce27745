// Flat ESLint config: typescript-eslint's recommended rules everywhere, React hooks rules in the PWA.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { pwaBoundaries } from './eslint.pwa-boundaries.js';

// Server boundaries (see the block near the end).
const SQL_ONLY_IN_DB_AND_DOMAIN =
  'kysely (SQL) belongs in sync-server/src/db or sync-server/src/domain: call a function there.';
const TEST_HELPER_IMPORT = String.raw`(^|/)test-support(/|$)|\.test(\.[jt]sx?)?$|^vitest(/|$)`;
const NO_TEST_HELPERS = 'Production code must not import test helpers, tests or vitest.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'pwa/public/**'] },
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
  // Server boundaries (issue 14): SQL is written only in db/ and domain/ (routes, realtime, seed
  // and the rest call them), and production code never imports a test helper. Tests and
  // test-support are exempt. The db/ and domain/ block repeats the test-helper rule because a
  // later block's options replace an earlier one's for the same rule.
  {
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/**/*.test.ts', 'sync-server/src/test-support/**'],
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
  {
    files: ['sync-server/src/db/**/*.ts', 'sync-server/src/domain/**/*.ts'],
    ignores: ['sync-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: TEST_HELPER_IMPORT, message: NO_TEST_HELPERS }] },
      ],
    },
  },
  ...pwaBoundaries,
);
