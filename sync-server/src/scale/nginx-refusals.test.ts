// A push with hundreds of refused rows through the deployment's real nginx (deploy/nginx.conf,
// Debian's nginx): the refusals must never make an answer nginx cannot take. Their header once
// grew with the refused ids (500 rows × 400-character ids ≈ 600 KB): nginx answered 502,
// retried the POST on the other instance and marked both down, so every visitor got 502.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_PUSH_MAX_ROWS,
  SYNC_REFUSALS_IN_BODY,
  SYNC_REFUSALS_IN_BODY_HEADER,
  SYNC_REJECTED_COUNT_HEADER,
  SYNC_REJECTED_HEADER,
  SYNC_REJECTED_HEADER_MAX_CHARS,
} from '@hostel/shared-schema';
import { ApiClient } from '../test-support/api-client';
import { signedInAs } from '../test-support/accounts';
import { startNginx, type TestNginx } from '../test-support/nginx-server';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let nginx: TestNginx;
beforeAll(async () => {
  test = await startTestServer();
  nginx = await startNginx([new URL(test.url).host]);
});
afterAll(async () => {
  await nginx?.stop();
  await test?.close();
});

/** A resident's client that talks to nginx, with the session a test server issued. */
async function residentBehindNginx(): Promise<ApiClient> {
  const { client } = await signedInAs(test);
  const proxied = new ApiClient(nginx.url);
  for (const pair of client.cookieHeader.split('; ')) {
    const index = pair.indexOf('=');
    proxied.setCookie(pair.slice(0, index), pair.slice(index + 1));
  }
  return proxied;
}

/** 500 meal documents with the longest ids a push answers: meals are never written by a push. */
const refusedRows = Array.from({ length: SYNC_PUSH_MAX_ROWS }, (_, index) => ({
  newDocumentState: { _id: `${index}-`.padEnd(400, 'x'), _deleted: false },
}));

describe('a push refused row by row, through nginx', () => {
  it('answers with a bounded header and leaves the site up', async () => {
    const resident = await residentBehindNginx();
    const answer = await resident.post('/api/sync/meals/push', refusedRows);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(SYNC_PUSH_MAX_ROWS);
    expect(answer.headers.get(SYNC_REJECTED_COUNT_HEADER)).toBe(String(SYNC_PUSH_MAX_ROWS));
    const named = answer.headers.get(SYNC_REJECTED_HEADER)!;
    expect(named.length).toBeLessThanOrEqual(SYNC_REJECTED_HEADER_MAX_CHARS);
    const ids = JSON.parse(decodeURIComponent(named)) as string[];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(refusedRows.slice(0, ids.length).map((row) => row.newDocumentState._id));

    // Every instance is still in the rotation: both upstream entries answer at once.
    for (let round = 0; round < 4; round += 1) {
      expect((await fetch(`${nginx.url}/healthz`)).status).toBe(200);
    }
    expect(nginx.errorLog()).not.toMatch(/too big header|no live upstreams/);
  });

  it('gives the client that asks every refused id in the body', async () => {
    const resident = await residentBehindNginx();
    const answer = await resident.request<{ conflicts: unknown[]; refusedIds: string[] }>(
      'POST',
      '/api/sync/meals/push',
      {
        body: refusedRows,
        headers: { [SYNC_REFUSALS_IN_BODY_HEADER]: SYNC_REFUSALS_IN_BODY },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get(SYNC_REJECTED_HEADER)).toBeNull();
    expect(answer.body.conflicts).toHaveLength(SYNC_PUSH_MAX_ROWS);
    expect(answer.body.refusedIds).toEqual(refusedRows.map((row) => row.newDocumentState._id));
    expect((await fetch(`${nginx.url}/healthz`)).status).toBe(200);
  });
});
