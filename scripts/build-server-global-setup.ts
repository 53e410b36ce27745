// vitest globalSetup of the node project: builds the PWA and compiles the server (`npm start`'s
// bundle) once, before any test file, when either is missing or stale. Test files run two at a
// time (vitest.config.ts), and scripts/start.test.ts (through `npm start`), the compression tests
// and the reliability tests (reliability/server-process.ts) each rebuild a stale build: two of
// them finding it stale together would rebuild it under each other's running server (Vite's
// emptyOutDir deletes the files the other serves). Built here, they all find it fresh.
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';

export default async function setup(): Promise<void> {
  buildIfStale();
  await buildServerIfStale();
}
