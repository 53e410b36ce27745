import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLES } from './domain/sync/collections';
import { startTestServer, type TestServer } from './test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

describe('server core', () => {
  it('answers /healthz', async () => {
    const response = await test.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('answers unknown API paths with the error shape', async () => {
    const response = await test.client().get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await test.client().post('/api/auth/login', '{"email": ');
    expect(response.status).toBe(400);
    expect(response.body.error).toBeDefined();
  });

  it('runs every migration: each synced table has seq and deleted', async () => {
    const tables = await test.db.introspection.getTables();
    for (const table of SYNCED_TABLES) {
      const found = tables.find((t) => t.name === table);
      expect(found?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['seq', 'deleted']));
    }
  });

  it('replicates from every table that has a sequence column and from no other', async () => {
    const tables = await test.db.introspection.getTables();
    const withSeq = tables
      .filter((table) => table.columns.some((column) => column.name === 'seq'))
      .map((table) => table.name);
    expect([...SYNCED_TABLES].sort()).toEqual(withSeq.sort());
  });
});
