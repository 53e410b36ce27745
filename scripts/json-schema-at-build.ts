// Build step (Vite plugin, vite.config.ts): the PWA converts no zod schema to JSON Schema at run
// time. Its RxDB schemas (shared-schema rxdb/schemas.ts) are JSON Schemas that zod's converter
// (`z.toJSONSchema`, in to-rx-schema.ts) makes from the zod entities; the browser made them at
// every start, and the converter was ~5 KiB of the first visit (target ≤ 300 KiB). In the PWA
// build:
// - schemas.ts is replaced by its values, computed at build from the real module (the server and
//   the tests still run it), so the browser gets the very same schemas, as JSON;
// - zod's classic schema classes, which wire the converter into every schema (each instance gets
//   a `processJSONSchema`, `toJSONSchema()` and `~standard.jsonSchema`), import stand-ins that
//   throw instead. Unused, the converter then leaves the bundle. `aggregateChecks` (behind
//   zod's `minLength`/`maxLength`/`format` getters) stays the real one.
// If PWA code ever converts a schema at run time, the build fails (generateBundle below) rather
// than shipping a converter that throws.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const RX_SCHEMAS_MODULE = /\/shared-schema\/src\/rxdb\/schemas\.ts$/;
const ZOD_CLASSIC_SCHEMAS = /\/node_modules\/zod\/v4\/classic\/schemas\.js$/;
const CONVERTER_IMPORT = /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/;
const STAND_IN = '\0hostel:zod-json-schema-stand-in:';
const UNAVAILABLE =
  'zod JSON Schema conversion is left out of the PWA (scripts/json-schema-at-build.ts)';

/** zod's core folder, where its JSON Schema modules are. */
export const ZOD_CORE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('zod/package.json')),
  'v4/core',
);

/** schemas.ts as the browser gets it: each schema as JSON, and the table of them (RX_SCHEMAS). */
export async function rxSchemasModule(): Promise<string> {
  // Through Vite's module runner: the package is TypeScript with extensionless imports.
  const { module } = await runnerImport<Record<string, unknown>>(
    fileURLToPath(new URL('../shared-schema/src/rxdb/schemas.ts', import.meta.url)),
  );
  const exports = Object.entries(module);
  const nameOf = (value: unknown) => exports.find(([, other]) => other === value)?.[0];
  const schemas: string[] = [];
  const tables: string[] = [];
  for (const [name, value] of exports) {
    if (typeof value !== 'object' || value === null) {
      throw new Error(`rxdb/schemas.ts exports ${name}, which is not JSON data`);
    }
    // A table of exported schemas (RX_SCHEMAS) refers to them: each schema is written once.
    const items = Object.entries(value).map(([key, item]) => [key, nameOf(item)] as const);
    if (items.length > 0 && items.every(([, itemName]) => itemName !== undefined)) {
      const fields = items.map(([key, itemName]) => `${JSON.stringify(key)}: ${itemName}`);
      tables.push(`export const ${name} = { ${fields.join(', ')} };`);
    } else {
      schemas.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return [...schemas, ...tables].join('\n');
}

/** A module with the real one's exports, each throwing when called (`create…` ones: on use). */
export async function standInModule(name: string): Promise<string> {
  const real = path.join(ZOD_CORE, `${name}.js`);
  const exports = Object.keys(await import(pathToFileURL(real).href));
  const lines = [
    `const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };`,
    'const factory = () => unavailable;',
  ];
  for (const exported of exports) {
    if (exported === 'aggregateChecks') {
      lines.push(`export { aggregateChecks } from ${JSON.stringify(real)};`);
    } else {
      const body = exported.startsWith('create') ? 'factory' : 'unavailable';
      lines.push(`export { ${body} as ${exported} };`);
    }
  }
  return lines.join('\n');
}

export function jsonSchemaAtBuild(): Plugin {
  return {
    name: 'hostel:json-schema-at-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const converter = CONVERTER_IMPORT.exec(source);
      if (!converter || !importer || !ZOD_CLASSIC_SCHEMAS.test(importer)) return undefined;
      return STAND_IN + converter[1];
    },
    load(id) {
      if (id.startsWith(STAND_IN)) return standInModule(id.slice(STAND_IN.length));
      if (RX_SCHEMAS_MODULE.test(id)) return rxSchemasModule();
      return undefined;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const converter = Object.entries(file.modules).find(
          ([id, info]) => id.endsWith('/zod/v4/core/to-json-schema.js') && info.renderedLength > 0,
        );
        if (converter) {
          this.error(`${file.fileName} converts zod schemas to JSON Schema: ${UNAVAILABLE}`);
        }
      }
    },
  };
}
