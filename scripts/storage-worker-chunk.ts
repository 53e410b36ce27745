// Build step (a Vite plugin, vite.config.ts): the storage worker (pwa/src/db/storage-worker.ts)
// becomes an entry chunk of the app's own bundle instead of a bundle of its own (Vite's worker
// build), so the modules it shares with the page's data layer are one chunk both load, and a
// first visit downloads them once. The module worker imports
// those chunks itself; the page learns the worker's hashed name through Rollup's file URL.
import path from 'node:path';
import type { Plugin } from 'vite';

const URL_MODULE = /\/db\/storage-worker-url\.ts$/;

export function storageWorkerChunk(): Plugin {
  return {
    name: 'hostel-storage-worker-chunk',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!URL_MODULE.test(id)) return undefined;
      const reference = this.emitFile({
        type: 'chunk',
        id: path.join(path.dirname(id), 'storage-worker.ts'),
        name: 'storage-worker',
      });
      return `export const storageWorkerUrl = () => new URL(import.meta.ROLLUP_FILE_URL_${reference}, import.meta.url);`;
    },
  };
}
