// A PWA build ready to measure, for the client-side tools that compare builds (long-tasks,
// blocking-time-ab, lighthouse-ab, sync-compare, first-visit-js-cli): `serveBuild(dist)` serves
// the build from its own server process (server-process.ts, PWA_DIST_DIR) on a data folder, a
// fresh empty one by default (the server seeds its demo data there); `openBuild(dist)` also
// launches Debian's Chromium. Each answers one `close()` that stops what it started and removes
// the data folder, so every run starts from the same state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServerProcess } from './server-process';

/** A data folder the run owns; `cleanup` removes it (freshDataDir's answer fits). */
export type DataFolder = { dataDir: string; cleanup: () => void };

export type ServedBuild = { url: string; close: () => Promise<void> };
export type OpenBuild = ServedBuild & { browser: Browser };

/** The flags the diagnosis tools have always launched Chromium with. */
const BENCH_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu'];

function emptyDataFolder(): DataFolder {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-client-bench-'));
  return { dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Serves `dist` on `data` (default: a fresh empty folder, demo data seeded). */
export async function serveBuild(
  dist: string,
  data: DataFolder = emptyDataFolder(),
): Promise<ServedBuild> {
  try {
    const server = await startServerProcess(data.dataDir, { PWA_DIST_DIR: path.resolve(dist) });
    return {
      url: server.url,
      close: async () => {
        await server.stop();
        data.cleanup();
      },
    };
  } catch (error) {
    data.cleanup();
    throw error;
  }
}

/** serveBuild, then a fresh Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with `args`. */
export async function openBuild(
  dist: string,
  { data, args = BENCH_CHROMIUM_ARGS }: { data?: DataFolder; args?: string[] } = {},
): Promise<OpenBuild> {
  const served = await serveBuild(dist, data);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args,
    });
    return {
      ...served,
      browser,
      close: async () => {
        await browser.close();
        await served.close();
      },
    };
  } catch (error) {
    await served.close();
    throw error;
  }
}
