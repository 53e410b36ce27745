// The Firebase Auth emulator (firebase-tools, `emulators:start --only auth`, a demo- project, no
// UI) for browser tests. firebase-tools is large (~300 MB, ~75 s), so it is not an npm
// dependency: the first run on a machine installs it from the npm registry into the user's cache
// folder (~/.cache/hostel-meals/, outside the clone, so CI's fresh clones and every worktree
// reuse it, as npm reuses its own cache). Each start gets free ports and its own working folder. Its
// start is CPU-bound (the emulator compiles its API description): ~10 s idle, up to a minute on
// a busy machine.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../sync-server/src/test-support/free-port';

export const FIREBASE_TOOLS_VERSION = '15';
/** FIREBASE_TOOLS_CACHE overrides where it lives (the version is part of the default name). */
const CACHE = path.resolve(
  process.env.FIREBASE_TOOLS_CACHE ??
    path.join(
      process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
      'hostel-meals',
      `firebase-tools-${FIREBASE_TOOLS_VERSION}`,
    ),
);
const cliIn = (folder: string) =>
  path.join(folder, 'node_modules/firebase-tools/lib/bin/firebase.js');
const CLI = cliIn(CACHE);

export type AuthEmulator = {
  url: string;
  host: string;
  projectId: string;
  stop: () => Promise<void>;
};

/**
 * Installs firebase-tools into the cache folder unless it is already there. Several clones and
 * worktrees share that folder, so the install goes to a folder of its own first and is renamed
 * into place in one step: a reader never sees half an install, and the loser of a race to install
 * drops its copy.
 */
export function ensureFirebaseTools(): string {
  if (existsSync(CLI)) return CLI;
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
      if (!existsSync(CLI)) throw error; // another run finished first: use its copy
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return CLI;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Auth emulator exited:\n${output()}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Auth emulator did not start in 180 s:\n${output()}`);
}

/**
 * A demo- project id of its own per start: the CLI keeps a per-project lock file in the temp
 * folder, so two runs on one machine must not share a project id.
 */
export async function startAuthEmulator(
  projectId = `demo-hostel-${process.pid}-${Date.now().toString(36)}`,
): Promise<AuthEmulator> {
  const cli = ensureFirebaseTools();
  const [auth, hub, logging] = await Promise.all([freePort(), freePort(), freePort()]);
  const dir = mkdtempSync(path.join(tmpdir(), 'hostel-auth-emulator-'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let log = '';
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const host = `127.0.0.1:${auth}`;
  const url = `http://${host}`;
  try {
    await waitUntilUp(`${url}/emulator/v1/projects/${projectId}/config`, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    host,
    projectId,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
