// The PWA's import boundaries, checked by ESLint instead of kept by habit:
// - rxdb is imported only in pwa/src/db (screens read synced data through its hooks);
// - a feature never imports another feature (CSS included): shared pieces live in components/,
//   lib/ or db/;
// - components (every .tsx under components/ and features/) never call lib/api: online-only
//   reads and writes go through feature hooks on lib/server-query (types may still be imported);
// - production code never imports a test helper (test-support/, *.test.*).
// One rule, @typescript-eslint/no-restricted-imports (it knows type-only imports); each file set
// gets its whole list, because a later block's options replace an earlier block's.

const RXDB = {
  group: ['rxdb', 'rxdb/*'],
  message: 'Only pwa/src/db imports rxdb: read synced data through the db/ hooks.',
};
const TEST_HELPERS = {
  group: ['**/test-support', '**/test-support/**', '**/*.test', '**/*.test.*'],
  message: 'Test helpers are for tests only.',
};
const LIB_API = {
  group: ['**/lib/api', '**/lib/api/*'],
  allowTypeImports: true,
  message:
    'Components never fetch: call a feature hook (features/<name>/hooks, on lib/server-query).',
};
const ANOTHER_FEATURE = '(^|/)features/';
/** From a file `depth` folders below pwa/src/features, `../` that many times is features/. */
const otherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./]|${ANOTHER_FEATURE}`,
  message: 'A feature never imports another feature: move what both need to components/ or lib/.',
});

const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

const FEATURE_DEPTHS = [1, 2, 3, 4];
const under = (depth, ext) => `pwa/src/features/*/${'*/'.repeat(depth - 1)}*.${ext}`;

export const pwaBoundaries = [
  { files: ['pwa/src/**/*.{ts,tsx}'], rules: restrict(RXDB, TEST_HELPERS) },
  { files: ['pwa/src/db/**/*.{ts,tsx}'], rules: restrict(TEST_HELPERS) },
  { files: ['pwa/src/components/**/*.tsx'], rules: restrict(RXDB, TEST_HELPERS, LIB_API) },
  ...FEATURE_DEPTHS.flatMap((depth) => [
    { files: [under(depth, 'ts')], rules: restrict(RXDB, TEST_HELPERS, otherFeature(depth)) },
    {
      files: [under(depth, 'tsx')],
      rules: restrict(RXDB, TEST_HELPERS, LIB_API, otherFeature(depth)),
    },
  ]),
  {
    // Tests and their helpers may reach anything they check.
    files: ['pwa/src/**/*.test.{ts,tsx}', 'pwa/src/**/test-support/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
];
