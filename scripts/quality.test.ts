// Lint, formatting and typecheck run inside `npm test`, so CI's one command checks them too.
// They share `npm run lint`'s caches (content-keyed; no lint rule reads type information, so a
// file's result depends only on the file and the config), so CI's earlier lint step makes these
// re-checks cost seconds instead of a minute.
import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ESLINT_CACHE =
  '--cache --cache-strategy content --cache-location node_modules/.cache/eslint/';

function run(command: string): string {
  try {
    execSync(command, { stdio: 'pipe', encoding: 'utf8' });
    return '';
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return `${failure.stdout ?? ''}${failure.stderr ?? ''}`.trim() || 'failed';
  }
}

describe('code quality', () => {
  it('typechecks (tsc -b)', () => {
    expect(run('npx tsc -b')).toBe('');
  }, 300_000);
  it('lints clean (eslint --max-warnings 0)', () => {
    expect(run(`npx eslint ${ESLINT_CACHE} --max-warnings 0 .`)).toBe('');
  }, 300_000);
  it('is formatted (prettier --check)', () => {
    expect(run('npx prettier --cache --check . --log-level warn')).toBe('');
  }, 120_000);
});
