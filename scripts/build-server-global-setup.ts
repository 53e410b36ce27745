// vitest globalSetup of the node project: compiles the server (`npm start`'s bundle) once, before
// any test file, when it is missing or stale. Test files run two at a time (vitest.config.ts), and
// scripts/start.test.ts (through `npm start`) and the reliability tests (reliability/
// server-process.ts) each rebuild a stale bundle: two of them finding it stale together would
// rebuild it under each other's running server. Built here, they all find it fresh.
import { buildServerIfStale } from './build-server.mjs';

export default async function setup(): Promise<void> {
  await buildServerIfStale();
}
