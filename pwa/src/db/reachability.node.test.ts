// A push the server could not receive goes again at the first sign of the server (an answer,
// the live socket reconnecting, the device's 'online' event), not at the end of RxDB's retry
// delay; refusals and other failures are thrown as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import { isUnreachable, Reachability } from './reachability';
import { openClient, waitFor } from './test-support/clients';
import { setMealLike } from './writes';

const unreachable = () => new TypeError('fetch failed');
const answered = (status: number) => Object.assign(new Error(`${status}`), { status });

describe('Reachability.untilSent', () => {
  const HOUR = 3_600_000;

  it('sends again at the first sign of the server, not after the retry delay', async () => {
    const events = new EventTarget();
    const reachability = new Reachability(events);
    let calls = 0;
    const sent = reachability.untilSent(
      async () => {
        calls += 1;
        if (calls < 3) throw unreachable();
        return 'sent';
      },
      { retryMs: HOUR, stopped: () => false },
    );
    await waitFor(() => calls === 1, { what: 'the first try' });
    reachability.reached(); // an answer, or the live socket connecting
    await waitFor(() => calls === 2, { what: 'the try after the server answered' });
    events.dispatchEvent(new Event('online'));
    await expect(sent).resolves.toBe('sent');
    reachability.close();
  });

  it('throws a refusal at once, and an unreachable server once stopped', async () => {
    const reachability = new Reachability(new EventTarget());
    const refused = reachability.untilSent(() => Promise.reject(answered(409)), {
      retryMs: HOUR,
      stopped: () => false,
    });
    await expect(refused).rejects.toMatchObject({ status: 409 });
    let stopped = false;
    const cancelled = reachability.untilSent(() => Promise.reject(unreachable()), {
      retryMs: HOUR,
      stopped: () => stopped,
    });
    stopped = true;
    reachability.reached();
    await expect(cancelled).rejects.toThrow('fetch failed');
    reachability.close();
  });

  it('gives a waiting push up when it closes, instead of sending it once more', async () => {
    const reachability = new Reachability(new EventTarget());
    let calls = 0;
    const waiting = reachability.untilSent(
      async () => {
        calls += 1;
        throw unreachable();
      },
      { retryMs: HOUR, stopped: () => false },
    );
    await waitFor(() => calls === 1, { what: 'the first try' });
    reachability.close(); // the layer closes; its replications are cancelled after this
    await expect(waiting).rejects.toThrow('fetch failed');
    expect(calls).toBe(1);
    const afterClose = reachability.untilSent(
      async () => {
        calls += 1;
        throw unreachable();
      },
      { retryMs: HOUR, stopped: () => false },
    );
    await expect(afterClose).rejects.toThrow('fetch failed');
    expect(calls).toBe(2);
  });

  it('counts no answer and a proxy’s 502-504 as unreachable, any other answer as an answer', () => {
    expect([unreachable(), answered(502), answered(503), answered(504)].map(isUnreachable)).toEqual(
      [true, true, true, true],
    );
    expect([answered(400), answered(401), answered(429), answered(500)].map(isUnreachable)).toEqual(
      [false, false, false, false],
    );
  });
});

describe('a write made while the server is down', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-reach-'));
  let test: TestServer | undefined;
  afterAll(async () => {
    await test?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reaches the server as soon as it is back, long before the retry delay', async () => {
    test = await startTestServer({ DATA_DIR: dataDir });
    const port = test.server.port;
    const [meal] = await seedMeals(test.db, 1);
    const resident = await signedInAs(test);
    // RxDB alone would try again only after a minute.
    const phone = await openClient({ url: test.url, session: resident, retryTimeMs: 60_000 });
    await phone.awaitPushed();
    await test.close();
    test = undefined;
    await setMealLike(phone, meal!.id, true);
    await waitFor(() => phone.status.value.pending === 1 && !phone.status.value.online, {
      what: 'the like waiting, offline',
    });

    test = await startTestServer({ DATA_DIR: dataDir, PORT: String(port) });
    const started = Date.now();
    await waitFor(() => phone.status.value.pending === 0, { what: 'the like to be pushed' });
    expect(Date.now() - started).toBeLessThan(30_000);
    const row = await test.db
      .selectFrom('meals')
      .select('likes')
      .where('id', '=', meal!.id)
      .executeTakeFirstOrThrow();
    expect(row.likes).toBe(1);
    await phone.close();
  });
});
