// The PWA build's JSON Schema step (json-schema-at-build.ts): the browser's RxDB schemas are the
// real ones, and the stand-ins for zod's converter keep every name and throw when used.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as schemas from '../shared-schema/src/rxdb/schemas';
import { rxSchemasModule, standInModule, ZOD_CORE } from './json-schema-at-build';

const folder = mkdtempSync(path.join(os.tmpdir(), 'json-schema-at-build-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Evaluates generated module code the way the bundle would (an ES module of its own). */
async function load(name: string, code: string): Promise<Record<string, unknown>> {
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('rxSchemasModule', () => {
  it('gives the browser the very schemas the real module computes, each written once', async () => {
    const code = await rxSchemasModule();
    const built = await load('schemas', code);
    expect(Object.keys(built).sort()).toEqual(Object.keys(schemas).sort());
    for (const [name, value] of Object.entries(schemas)) expect(built[name]).toEqual(value);
    // RX_SCHEMAS refers to the single exports rather than repeating them.
    expect(built.RX_SCHEMAS).toMatchObject({ meals: built.mealRxSchema });
    expect(code.match(/"title":"meals"/g)).toHaveLength(1);
  });
});

describe('standInModule', () => {
  /** zod's own module, as the stand-in's re-export loads it. */
  const realModule = async (name: string) =>
    (await import(pathToFileURL(path.join(ZOD_CORE, `${name}.js`)).href)) as Record<
      string,
      unknown
    >;

  it('keeps every name of the processors: aggregateChecks the real one, the rest throw', async () => {
    const real = await realModule('json-schema-processors');
    const standIn = await load('processors', await standInModule('json-schema-processors'));
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    expect(standIn.aggregateChecks).toBe(real.aggregateChecks);
    expect(() => (standIn.stringProcessor as () => void)()).toThrow(/left out of the PWA/);
  });

  it('keeps every name of the converter; its factories answer a method that throws', async () => {
    const real = await realModule('to-json-schema');
    const standIn = await load('to-json-schema', await standInModule('to-json-schema'));
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    const method = (standIn.createToJSONSchemaMethod as () => () => void)();
    expect(() => method()).toThrow(/left out of the PWA/);
  });
});
