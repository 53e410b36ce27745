// The server as `npm start` runs it: the compiled bundle (scripts/build-server.mjs) run by plain
// Node, for tests that start it as a process of its own. Starting it costs about a third of the
// CPU of running the TypeScript sources through a loader.
import { mkdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import {
  buildServerIfStale,
  SERVER_ENTRY,
  SERVER_OUT_DIR,
} from '../../../scripts/build-server.mjs';

/**
 * The bundle's entry file, rebuilt first when a source is newer. Test files run in parallel:
 * one build at a time (a lock folder), the others wait for it.
 */
export async function serverBundle(): Promise<string> {
  const lock = path.join(SERVER_OUT_DIR, '..', '.build-lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await buildServerIfStale();
  } finally {
    rmdirSync(lock);
  }
  return SERVER_ENTRY;
}
