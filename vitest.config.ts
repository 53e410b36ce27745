// One test run for everything: shared schema and server tests (node), PWA component tests
// (happy-dom), RxDB replication tests (node + fake-indexeddb) and browser journeys (e2e/).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared-schema/src/**/*.test.ts',
            'sync-server/src/**/*.test.ts',
            'pwa/src/**/*.node.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'reliability/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'pwa',
          environment: 'happy-dom',
          include: ['pwa/src/**/*.test.tsx'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
