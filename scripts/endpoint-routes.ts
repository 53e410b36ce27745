// Build step (a Vite plugin, vite.config.ts): the PWA's copy of the endpoint catalogue
// (shared-schema api/endpoints.ts) keeps only what the browser reads of each entry, its method
// and path. The browser never runs the catalogue's zod schemas of inputs and answers (the server
// validates; lib/api/client.ts and db/sync-http.ts build calls from method and path), and they
// were kilobytes of its first visit (first-visit JavaScript, target ≤ 300 KiB). The table is
// generated from the real catalogue at build, so a path or method is still written once; the
// server, the contract tests and the PWA's unit tests use the full catalogue.
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type Catalogue = typeof import('../shared-schema/src/api/endpoints.js');

const CATALOGUE = /\/shared-schema\/src\/api\/endpoints\.ts$/;

type Routes = Record<string, { method: string; path: string }>;
const routes = (table: Record<string, { method: string; path: string }>): Routes =>
  Object.fromEntries(
    Object.entries(table).map(([name, { method, path }]) => [name, { method, path }]),
  );

/** The module the browser gets for the catalogue: the same exports, method and path only. */
export async function endpointRoutesModule(): Promise<string> {
  // Loaded through Vite's module runner: the catalogue is TypeScript with extensionless imports.
  const { module } = await runnerImport<Catalogue>(
    fileURLToPath(new URL('../shared-schema/src/api/endpoints.ts', import.meta.url)),
  );
  const { ENDPOINTS, SYNC_PULL_ENDPOINTS, SYNC_PUSH_ENDPOINTS } = module;
  return [
    "export { endpointPath } from './catalogue/endpoint';",
    `export const ENDPOINTS = ${JSON.stringify(routes(ENDPOINTS))};`,
    `export const SYNC_PULL_ENDPOINTS = ${JSON.stringify(routes(SYNC_PULL_ENDPOINTS))};`,
    `export const SYNC_PUSH_ENDPOINTS = ${JSON.stringify(routes(SYNC_PUSH_ENDPOINTS))};`,
  ].join('\n');
}

export function endpointRoutes(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'hostel:endpoint-routes',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE.test(id)) return undefined;
      code ??= endpointRoutesModule();
      return code;
    },
  };
}
