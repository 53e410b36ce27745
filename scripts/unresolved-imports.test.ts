// An unresolved import fails the PWA build: the build's onLog turns Rolldown's UNRESOLVED_IMPORT
// log into an error and passes every other log on as it came; the plugin stops a real (tiny) Vite
// build before anything is written when a chunk imports a module the build could not resolve,
// and lets a clean one through.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failOnUnresolvedImport, noUnresolvedImports } from './unresolved-imports';

const UNRESOLVED: Rolldown.RollupLog = {
  code: 'UNRESOLVED_IMPORT',
  message: '"no-such-package" is imported by "src/main.js", but could not be resolved',
  exporter: 'no-such-package',
  id: '/app/src/main.js',
};

describe('the build log handler', () => {
  it('turns an unresolved import into an error, which fails the build', () => {
    // Rolldown's handler throws what it is given as an error.
    const handler = vi.fn(
      (level: Rolldown.LogLevel | 'error', log: Rolldown.RollupLog | string) => {
        if (level === 'error' && typeof log !== 'string') {
          throw Object.assign(new Error(log.message), { code: log.code });
        }
      },
    );
    expect(() => failOnUnresolvedImport('warn', UNRESOLVED, handler)).toThrow(
      /"no-such-package" is imported/,
    );
    expect(handler).toHaveBeenCalledExactlyOnceWith('error', UNRESOLVED);
  });

  it.each([
    ['warn', { code: 'CIRCULAR_DEPENDENCY', message: 'a -> b -> a' }],
    ['info', { code: 'PLUGIN_LOG', message: 'chunk sizes' }],
    ['debug', { message: 'resolved' }],
  ] as const)('passes a %s log on as it came', (level, log) => {
    const handler = vi.fn();
    failOnUnresolvedImport(level, log, handler);
    expect(handler).toHaveBeenCalledExactlyOnceWith(level, log);
  });
});

describe('the unresolved-imports plugin in a real build', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const project = (main: string) => {
    root = mkdtempSync(path.join(tmpdir(), 'unresolved-imports-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><script type="module" src="/main.js"></script>',
    );
    writeFileSync(path.join(root, 'main.js'), main);
    writeFileSync(path.join(root, 'other.js'), 'export const other = 1;\n');
    return build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [noUnresolvedImports()],
      build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
    });
  };

  it('stops the build before anything is written', async () => {
    await expect(
      project("import { x } from 'no-such-package';\nconsole.log(x);\n"),
    ).rejects.toThrow(/imports "no-such-package", which the build could not resolve/);
    const written = existsSync(path.join(root, 'dist'))
      ? readdirSync(path.join(root, 'dist'), { recursive: true })
      : [];
    expect(written.filter((file) => String(file).endsWith('.js'))).toEqual([]);
  });

  it('lets a build whose imports all resolve through', async () => {
    await project("import { other } from './other.js';\nconsole.log(other);\n");
    const written = readdirSync(path.join(root, 'dist', 'assets'));
    expect(written.some((file) => file.endsWith('.js'))).toBe(true);
  });
});
