// `npm run create-admin` is the only way to a new admin (ADMIN_EMAILS is ignored): run as a real
// process against a running server's data directory, it creates an admin who can sign in, or
// promotes an existing account, and refuses bad input with a message and exit code 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-create-admin-'));
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ DATA_DIR: dataDir, ADMIN_EMAILS: 'boss@hostel.test' });
});
afterAll(async () => {
  await test.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Runs the CLI as its own process (async: the server under test lives in this process), with tsx
 * as Node's loader: what `npm run create-admin` runs, in one process instead of npx's three
 * (npm, tsx's launcher, then Node): ~2 s less per run on a loaded 2-core machine.
 */
function createAdmin(args: string[], env: Record<string, string> = {}) {
  const cli = ['--import', 'tsx', 'sync-server/src/admin/create-admin-cli.ts', ...args];
  const child = spawn(process.execPath, cli, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
}

const signIn = (email: string, password: string) =>
  test.client().post('/api/auth/login', { email, password });

describe('npm run create-admin', () => {
  it('creates an admin who can sign in', async () => {
    const run = await createAdmin(['--email', 'Boss@Hostel.test', '--name', 'The Boss'], {
      ADMIN_PASSWORD: 'kitchen#42',
    });
    expect(run.out).toMatch(/boss@hostel\.test is now an admin/);
    expect(run.code).toBe(0);
    const answer = await signIn('boss@hostel.test', 'kitchen#42');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ role: 'admin', name: 'The Boss' });
  });

  it('promotes an existing account, keeping its password', async () => {
    const client = test.client();
    const made = await client.post('/api/auth/register', {
      name: 'Cook',
      email: 'cook@hostel.test',
      password: 'onion#12',
      photo: '/api/uploads/x.png',
    });
    expect(made.body.role).toBe('general');
    const run = await createAdmin(['--email', 'cook@hostel.test']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/cook@hostel\.test is now an admin/);
    expect((await signIn('cook@hostel.test', 'onion#12')).body.role).toBe('admin');
  });

  it.each([
    [['--email', 'not-an-email'], {}, /e-?mail/i],
    [['--email', 'new@hostel.test'], {}, /password/i],
    [['--email', 'new@hostel.test'], { ADMIN_PASSWORD: 'short' }, /6/],
    [[], {}, /--email/],
  ])('refuses %j with a message and exit code 1', async (args, env, message) => {
    const run = await createAdmin(args, env);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(message);
  });
});
