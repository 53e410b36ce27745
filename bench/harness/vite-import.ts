// Runs a module through Vite's server-side module loader. The PWA's engine is Vite's to build (it
// finds its collections with `import.meta.glob`), so a bench that runs the engine's code in Node
// loads it this way, not through tsx; the loader stays open while the module runs, for the
// modules it imports later (the server's migrations, the engine's lazy parts).
// `npx tsx bench/harness/vite-import.ts <script> [args…]` runs a script so
// (bench/micro/stream-clone.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** Loads the module at `url` through Vite (no config file: its core transforms) and uses it. */
export async function withViteModule<T, R>(url: URL, use: (module: T) => Promise<R>): Promise<R> {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use((await vite.ssrLoadModule(fileURLToPath(url))) as T);
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [script] = process.argv.splice(2, 1);
  if (!script) throw new Error('usage: npx tsx bench/harness/vite-import.ts <script> [args…]');
  await withViteModule(new URL(`file://${path.resolve(script)}`), async () => undefined);
}
