// The browser's endpoint table (endpoint-routes.ts): every entry of the shared catalogue, with the
// same method and path, and nothing else (no zod schema reaches the browser through it).
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  SYNC_PULL_ENDPOINTS,
  SYNC_PUSH_ENDPOINTS,
} from '../shared-schema/src/api/endpoints';
import { endpointRoutesModule } from './endpoint-routes';

/** The object literal the generated module exports under `name`. */
const exported = (code: string, name: string) => {
  const line = code.split('\n').find((text) => text.startsWith(`export const ${name} = `));
  return JSON.parse(line!.slice(`export const ${name} = `.length, -1)) as Record<string, unknown>;
};

const routesOf = (table: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(
    Object.entries(table).map(([name, { method, path }]) => [name, { method, path }]),
  );

describe('endpointRoutesModule', () => {
  it('keeps method and path of every endpoint, and re-exports endpointPath', async () => {
    const code = await endpointRoutesModule();
    expect(exported(code, 'ENDPOINTS')).toEqual(routesOf(ENDPOINTS));
    expect(exported(code, 'SYNC_PULL_ENDPOINTS')).toEqual(routesOf(SYNC_PULL_ENDPOINTS));
    expect(exported(code, 'SYNC_PUSH_ENDPOINTS')).toEqual(routesOf(SYNC_PUSH_ENDPOINTS));
    expect(Object.keys(exported(code, 'ENDPOINTS'))).toHaveLength(Object.keys(ENDPOINTS).length);
    expect(code).toContain("export { endpointPath } from './catalogue/endpoint';");
  });
});
