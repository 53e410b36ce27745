// Build step (a Vite plugin, vite.config.ts): tells pwa/src/boot.ts which files the app's start
// needs (main.tsx's chunk and every chunk it imports statically), so boot can request them all
// at once (modulepreload: fetched and compiled, not run) and then run them in stages, each in a
// task of its own. Without the list, staged imports would fetch one stage after the other.
// The list replaces the placeholder string in boot's chunk; a dev server leaves it as is.
import type { Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

export const START_MODULES_PLACEHOLDER = '__START_MODULES__';

export function startModules(): Plugin {
  return {
    name: 'hostel:start-modules',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      // boot.ts is index.html's script: its chunk's facade is index.html, so look at the modules.
      const find = (pattern: RegExp) => {
        const chunk = chunks.find((item) => item.moduleIds.some((id) => pattern.test(id)));
        if (!chunk) throw new Error(`start-modules: no chunk for ${pattern}`);
        return chunk;
      };
      const boot = find(/\/src\/boot\.ts$/);
      const files = new Set<string>();
      const visit = (chunk: Chunk | undefined) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const name of chunk.imports) visit(bundle[name] as Chunk | undefined);
      };
      visit(find(/\/src\/main\.tsx$/));
      files.delete(boot.fileName);
      const quoted = new RegExp(`(["'\`])${START_MODULES_PLACEHOLDER}\\1`);
      if (!quoted.test(boot.code)) throw new Error('start-modules: no placeholder in boot.ts');
      const list = JSON.stringify([...files].map((file) => `/${file}`));
      boot.code = boot.code.replace(quoted, () => list);
    },
  };
}
