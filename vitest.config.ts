// One test run for everything: shared schema and server tests (node), PWA component tests
// (happy-dom), RxDB replication tests (node + fake-indexeddb) and browser journeys (e2e/).
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Workers for the node, node-pg and pwa projects: one more than the cores. Vitest's default for
 * `run` is one fewer than the cores: on CI's 2-core machine that is ONE, and every file then
 * waited for the one before, through its real-time waits (the 60-s soak, the rate limiter's
 * 1-2-4-s blocks, child processes starting) with the second core idle. With two, a fifth of the
 * CPU still sat idle in those waits; a third worker fills it (the node phase took 144 s instead
 * of 170 s on 2 cores; a fourth bought nothing more).
 */
const WORKERS = availableParallelism() + 1;

/** The PWA data layer's node tests (RxDB replication against a real server). */
const CLIENT_DATA_SUITES = ['pwa/src/db/**/*.node.test.ts'];

/**
 * The data layer's node tests that need fresh modules: those that open an RxDB database of their
 * own (a raw storage without the dev-mode validator, which RxDB refuses once any file of the
 * worker has added dev mode: its plugins are process-wide), open a layer without dev mode, make
 * a layer the current one (module state) or replace a module. They run in node-client-fresh, one
 * module graph per file; the others share their worker's modules (node-client), which took a
 * fifth of the CPU: loading RxDB and the data layer for every file was most of that project's
 * time.
 */
const NEEDS_FRESH_CLIENT_MODULES =
  /\bcreateRxDatabase\(|\bopenOfflineLayer\(|devMode: false|\bsetCurrentDataLayer\(|\bvi\.mock\(/;
const FRESH_CLIENT_DATA_SUITES = readdirSync('pwa/src/db', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.node.test.ts'))
  .map((file) => `pwa/src/db/${file}`)
  .filter((file) => NEEDS_FRESH_CLIENT_MODULES.test(readFileSync(file, 'utf8')));

/**
 * Suites run again on PostgreSQL in the node-pg project: those that reach SQL, where the two
 * databases can answer differently (types, collation, locking, generated SQL, hostile values).
 * auth.rate-limit.test.ts there runs two instances sharing one Redis; *.pg.test.ts run only here.
 */
const POSTGRES_SUITES = [
  'sync-server/src/routes/**/*.test.ts',
  'sync-server/src/domain/**/*.test.ts',
  'sync-server/src/security/**/*.test.ts',
  // Two instances sharing one Redis there: limits that must hold across instances.
  'sync-server/src/realtime/limits-across-reconnects.test.ts',
  'sync-server/src/server.test.ts',
  'sync-server/src/seed/seed.test.ts',
  'sync-server/src/**/*.pg.test.ts',
];
/**
 * Not rerun on PostgreSQL:
 * - SQLite by construction (they open the database file themselves or spawn a CLI on DATA_DIR):
 *   auth.firebase.test.ts.
 * - Left out on purpose, since what they add on PostgreSQL is already run there: the realtime
 *   suites but the one above (sockets and rooms over the same domain calls the route suites run
 *   on PostgreSQL)
 *   and the PWA data layer's node tests (the client's replication against the same sync routes
 *   sync.routes.test.ts and the contract suites check on PostgreSQL).
 */
const POSTGRES_EXCLUDED = ['sync-server/src/routes/auth.firebase.test.ts', '**/node_modules/**'];

/**
 * The PWA's component tests that need fresh modules: those that replace a module (`vi.mock`
 * holds for the whole worker), open a data layer of their own (the current layer is module
 * state) or answer the public config themselves (the app fetches it once per page load). They run in the pwa-fresh project, one module graph per file; the others share
 * their worker's modules and page (the pwa project), which took a fifth of the CPU: loading
 * React, the app's modules and a happy-dom page for every file was most of that project's time.
 */
const COMPONENT_TESTS = readdirSync('pwa/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `pwa/src/${file}`);
const NEEDS_FRESH_MODULES =
  /\bvi\.mock\(|\bopenOfflineLayer\(|\bsetCurrentDataLayer\(|'\/public-config'/;
const FRESH_COMPONENT_TESTS = COMPONENT_TESTS.filter((file) =>
  NEEDS_FRESH_MODULES.test(readFileSync(file, 'utf8')),
);

/** Journey files that run alone, one at a time after the others (the e2e-alone project). */
const JOURNEYS_ALONE = [
  'e2e/app-shell-paint.test.ts',
  'e2e/page-paint.test.ts',
  'e2e/flaky-networks.test.ts',
  'e2e/crash-durability.test.ts',
  'e2e/many-tabs.test.ts',
  'e2e/shared-storage-worker.test.ts',
];

/** What every browser-journey project shares. */
const JOURNEYS = {
  environment: 'node' as const,
  include: ['e2e/**/*.test.ts'],
  // Journey files share the worker's modules (the server's module graph, playwright): loading
  // them again for every file cost about 5 s a file. Each file starts its own server and
  // browser, so nothing a journey checks lives in module state.
  isolate: false,
  // On CI's shared 2-core machine a browser journey now and then misses a 15-s wait under load.
  // One retry there; every retry is listed above the summary line (scripts/test.mjs), so a flaky
  // journey is seen and fixed rather than hidden.
  retry: process.env.CI ? 1 : 0,
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // `expect.poll` waits for what the browser shows or the engine does: 15 s, like the journeys'
  // other waits (its own default, 1 s, is less than an engine's start on a slow machine).
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          maxWorkers: WORKERS,
          environment: 'node',
          include: [
            'shared-schema/src/**/*.test.ts',
            'sync-server/src/**/*.test.ts',
            'pwa/src/**/*.node.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'reliability/**/*.test.ts',
          ],
          exclude: [...CLIENT_DATA_SUITES, '**/*.pg.test.ts', '**/node_modules/**'],
          globalSetup: ['scripts/build-server-global-setup.ts'],
          // Test files of a worker share its modules: the server's module graph is loaded once
          // per worker, not once per file (which was most of this project's time). Every suite
          // here builds its own servers and databases; none leans on a fresh module state.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The client data layer's node tests, once, every client on the memory-mapped storage
        // (pwa/src/db/test-support/clients.ts): the storage every browser profile runs, Dexie
        // profiles being moved into it (decision 0210). The Dexie storage itself, now only the
        // source of that move, keeps its own suites (dexie-storage, dexie-migration), which open
        // it explicitly. `HOSTEL_TEST_STORAGE=` (empty) runs them on RxDB's memory storage and
        // Dexie instead. The files of a worker share its modules; each opens its own layers on
        // its own servers.
        test: {
          name: 'node-client',
          maxWorkers: WORKERS,
          environment: 'node',
          include: CLIENT_DATA_SUITES,
          exclude: [...FRESH_CLIENT_DATA_SUITES, '**/node_modules/**'],
          env: { HOSTEL_TEST_STORAGE: process.env.HOSTEL_TEST_STORAGE ?? 'memory-mapped' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The data layer's node tests that need fresh modules (above), one module graph a file.
        test: {
          name: 'node-client-fresh',
          maxWorkers: WORKERS,
          environment: 'node',
          include: FRESH_CLIENT_DATA_SUITES,
          env: { HOSTEL_TEST_STORAGE: process.env.HOSTEL_TEST_STORAGE ?? 'memory-mapped' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's integration, contract and sync suites again, on PostgreSQL: one
        // cluster for the run, a fresh database per test server. *.pg.test.ts run only here.
        test: {
          name: 'node-pg',
          maxWorkers: WORKERS,
          environment: 'node',
          include: POSTGRES_SUITES,
          exclude: POSTGRES_EXCLUDED,
          env: { HOSTEL_TEST_DATABASE: 'postgres' },
          globalSetup: ['sync-server/src/test-support/postgres-global-setup.ts'],
          isolate: false, // as in the node project
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'pwa',
          maxWorkers: WORKERS,
          environment: 'happy-dom',
          include: ['pwa/src/**/*.test.tsx'],
          exclude: [...FRESH_COMPONENT_TESTS, '**/node_modules/**'],
          // The files of a worker share its modules and page; each starts on a blank page with
          // empty storage (component-setup.ts).
          isolate: false,
          setupFiles: ['pwa/src/test-support/component-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'pwa-fresh',
          maxWorkers: WORKERS,
          environment: 'happy-dom',
          include: FRESH_COMPONENT_TESTS,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...JOURNEYS,
          name: 'e2e',
          exclude: [...JOURNEYS_ALONE, '**/node_modules/**'],
          // After every other project (they run together, in group 0), so browsers never compete
          // with the node suites for the CPU. Two journey files at a time: one journey keeps
          // about one core busy (Chromium, the server, the storage worker) and spends the rest
          // of its time waiting on them; two at once fill both cores.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...JOURNEYS,
          name: 'e2e-alone',
          include: JOURNEYS_ALONE,
          // Last, one file at a time: journeys that time what they see (first paint, layout
          // shifts), flip the network every few hundred ms, kill the browser or hold many tabs.
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
