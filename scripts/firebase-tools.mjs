// firebase-tools, for the Firebase Auth emulator the Firebase tests start. It is large (~300 MB,
// about a minute to install), so it is not an npm dependency: it is installed once per machine
// from the npm registry into the user's cache folder (~/.cache/hostel-meals/, outside the clone,
// so CI's fresh clones and every worktree reuse it, as npm reuses its own cache).
// `FIREBASE_TOOLS_CACHE` moves it. `npm test` installs it before the tests (CI beside `npm ci`),
// so no journey waits for it.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const FIREBASE_TOOLS_VERSION = '15';

const CACHE = path.resolve(
  process.env.FIREBASE_TOOLS_CACHE ??
    path.join(
      process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
      'hostel-meals',
      `firebase-tools-${FIREBASE_TOOLS_VERSION}`,
    ),
);
const cliIn = (folder) => path.join(folder, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** The firebase CLI's script, installed first when missing. */
export function ensureFirebaseTools() {
  const cli = cliIn(CACHE);
  if (existsSync(cli)) return cli;
  // Several clones and worktrees share the cache folder, so the install goes to a folder of its
  // own first and is renamed into place in one step: a reader never sees half an install, and
  // the loser of a race to install drops its copy.
  mkdirSync(path.dirname(CACHE), { recursive: true });
  const staging = mkdtempSync(`${CACHE}.installing-`);
  console.info(`installing firebase-tools@${FIREBASE_TOOLS_VERSION} into ${CACHE} (once)…`);
  try {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
        '--no-audit',
        '--no-fund',
        // re2 (an optional dependency of the hosting emulator) downloads a binary from GitHub,
        // which this network cannot reach, then compiles for many minutes; Auth needs none of it.
        '--omit=optional',
      ],
      { stdio: 'inherit', timeout: 10 * 60_000 },
    );
    if (!existsSync(cliIn(staging))) throw new Error(`npm installed no firebase CLI in ${staging}`);
    chmodSync(staging, 0o755); // mkdtemp made it private; the cache is for every user's runs
    try {
      renameSync(staging, CACHE);
    } catch (error) {
      if (!existsSync(cli)) throw error; // another run finished first: use its copy
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return cli;
}

// `node scripts/firebase-tools.mjs`: the install on its own (CI runs it beside `npm ci`).
if (import.meta.url === `file://${process.argv[1]}`) ensureFirebaseTools();
