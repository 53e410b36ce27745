// The PWA build's JSON Schema step (json-schema-at-build.ts): the browser's RxDB schemas are the
// real ones.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as schemas from '../shared-schema/src/rxdb/schemas';
import { rxSchemasModule } from './json-schema-at-build';

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
    expect(Object.keys(built.RX_SCHEMAS as object)).toContain('meals');
    expect(code.match(/"title":"meals"/g)).toHaveLength(1);
  });
});
