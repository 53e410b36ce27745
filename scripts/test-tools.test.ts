// npm test's check of the programs the suites start: where it may not install (not root), a
// missing one stops the run at once with one line naming the command that installs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/test-tools.mjs');

/** Runs the check as a user that may not install (nobody, when the tests run as root). */
function checkAsNonRoot(env: Record<string, string>) {
  const asRoot = process.getuid?.() === 0;
  const [command, args] = asRoot
    ? ['runuser', ['-u', 'nobody', '--', process.execPath, SCRIPT]]
    : [process.execPath, [SCRIPT]];
  return spawnSync(command, args, {
    encoding: 'utf8',
    cwd: '/',
    env: { ...process.env, ...env },
  });
}

describe('the test tools check', () => {
  it('passes when every tool is there', () => {
    const run = checkAsNonRoot({});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('stops at once with the install command when a tool is missing', () => {
    const run = checkAsNonRoot({
      CHROMIUM_PATH: '/nowhere/chromium',
      REDIS_SERVER_BIN: '/nowhere/redis-server',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('sudo apt-get install -y chromium redis-server');
    expect(lines[0]).toContain('CHROMIUM_PATH');
  });
});
