// The Firebase Auth emulator (firebase-tools, `emulators:start --only auth`, a demo- project, no
// UI) for browser tests. firebase-tools lives in the user's cache folder, installed there once
// (scripts/firebase-tools.mjs). Each start gets free ports and its own working folder. Its start
// is CPU-bound (the emulator compiles its API description): ~10 s idle, up to a minute on a busy
// machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureFirebaseTools } from '../../scripts/firebase-tools.mjs';
import { freePort } from '../../sync-server/src/test-support/free-port';

export type AuthEmulator = {
  url: string;
  host: string;
  projectId: string;
  stop: () => Promise<void>;
};

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
