// Build step (vite.config.ts): an import the build cannot resolve fails the build. Left alone,
// Rolldown keeps such an import as a bare `import … from "name"` in the chunk, which no browser can
// load: the app breaks at run time, on the screen whose chunk holds it. Two guards, both through
// public APIs:
// - `failOnUnresolvedImport`, the build's `onLog`: an UNRESOLVED_IMPORT log becomes an error
//   (whatever the version of Vite's own default handler does with it);
// - `noUnresolvedImports()`, a plugin: Rolldown reports that log only after the files are written,
//   so before writing, a chunk that imports a module that is neither in the bundle nor declared
//   external stops the build, and dist/ never holds the bare import.
import type { Plugin, Rolldown } from 'vite';

type OnLog = NonNullable<Rolldown.InputOptions['onLog']>;

export const failOnUnresolvedImport: OnLog = (level, log, handler) => {
  if (log.code === 'UNRESOLVED_IMPORT') {
    handler('error', log);
    return;
  }
  handler(level, log);
};

/** The build has no externals: every import of a chunk must be another file of the bundle. */
export function noUnresolvedImports(): Plugin {
  return {
    name: 'no-unresolved-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const missing = [...chunk.imports, ...chunk.dynamicImports].filter((id) => !(id in bundle));
        if (missing.length > 0) {
          this.error(
            `${chunk.fileName} imports ${missing.map((id) => `"${id}"`).join(', ')}, which the build could not resolve`,
          );
        }
      }
    },
  };
}
