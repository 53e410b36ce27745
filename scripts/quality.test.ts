// Lint, formatting and typecheck run inside `npm test`, so CI's one command checks them too.
import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

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
    expect(run('npx eslint --max-warnings 0 .')).toBe('');
  }, 300_000);
  it('is formatted (prettier --check)', () => {
    expect(run('npx prettier --check . --log-level warn')).toBe('');
  }, 120_000);
});
