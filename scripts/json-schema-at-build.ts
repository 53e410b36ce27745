// Build step (Vite plugin, vite.config.ts): the PWA computes no RxDB schema at start. Its RxDB
// schemas (shared-schema rxdb/schemas.ts) are JSON Schemas that zod's converter
// (`z.toJSONSchema`, in to-rx-schema.ts) makes from the zod entities; in the PWA build
// schemas.ts is replaced by its values, computed at build from the real module (the server and
// the tests still run it), so the browser gets the very same schemas, as JSON, without
// converting them at every start. zod itself is bundled as published: its modules are not
// replaced (docs/performance-log/2026-11-27.md, "First-visit JavaScript": leaving its converter out saved
// 4.3 KiB brotli, under the 10 KiB a change to another package's files must save).
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const RX_SCHEMAS_MODULE = /\/shared-schema\/src\/rxdb\/schemas\.ts$/;

/** schemas.ts as the browser gets it: each export (RX_SCHEMAS) as JSON. */
export async function rxSchemasModule(): Promise<string> {
  // Through Vite's module runner: the package is TypeScript with extensionless imports.
  const { module } = await runnerImport<Record<string, unknown>>(
    fileURLToPath(new URL('../shared-schema/src/rxdb/schemas.ts', import.meta.url)),
  );
  return Object.entries(module)
    .map(([name, value]) => {
      if (typeof value !== 'object' || value === null) {
        throw new Error(`rxdb/schemas.ts exports ${name}, which is not JSON data`);
      }
      return `export const ${name} = ${JSON.stringify(value)};`;
    })
    .join('\n');
}

export function jsonSchemaAtBuild(): Plugin {
  return {
    name: 'hostel:json-schema-at-build',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: RX_SCHEMAS_MODULE },
      handler: () => rxSchemasModule(),
    },
  };
}
