// A page's storage calls when the storage changes hands (page-calls.ts, storage-owner.ts): a real
// RxDatabase on RxDB's remote storage, served by the memory-mapped storage (fake-indexeddb) of
// one owner, which then ends (its tab closed) with a write in flight. A second owner (another
// tab's worker) opens the same IndexedDB databases; the page's open instances are opened there
// again and the write in flight is sent to it. The database goes on as if nothing happened,
// every call is answered once, and a later start finds every write.
import { indexedDB } from 'fake-indexeddb';
import { createRxDatabase, type RxStorage } from 'rxdb';
import { getRxStorageRemote, type MessageFromRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import { expect, it } from 'vitest';
import { getRxStorageMemoryMapped } from './memory-mapped';
import { PageCalls } from './page-calls';
import { serve, type Endpoint } from './storage-serve';

const notes = {
  schema: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: { id: { type: 'string', maxLength: 20 }, text: { type: 'string' } },
    required: ['id', 'text'],
  },
} as const;

it('carries open instances and unanswered calls to the next owner, answering each call once', async () => {
  const answered = new Map<string, number>();
  const messages$ = new Subject<MessageFromRemote>();
  const calls = new PageCalls((message) => {
    if (message.method !== 'changeStream') {
      answered.set(message.answerTo, (answered.get(message.answerTo) ?? 0) + 1);
    }
    messages$.next(message);
  });
  const remote = getRxStorageRemote({
    identifier: 'page-calls-test',
    mode: 'storage',
    messageChannelCreator: () =>
      Promise.resolve({
        messages$: messages$.asObservable(),
        send: (message) => calls.fromPage(message),
        close: () => Promise.resolve(),
      }),
  }) as RxStorage<unknown, unknown>;

  /** An owner: the memory-mapped storage served to the page until it ends. */
  function startOwner() {
    const owner = { alive: true };
    const endpoint: Endpoint = {
      onmessage: null,
      postMessage: (message) => {
        if (owner.alive) calls.fromStorage(message as MessageFromRemote);
      },
    };
    serve(endpoint, getRxStorageMemoryMapped({ indexedDB }) as RxStorage<unknown, unknown>);
    calls.switchTo({
      send: (message) => {
        if (owner.alive) endpoint.onmessage?.({ data: message } as MessageEvent<never>);
      },
    });
    return owner;
  }

  const name = `handover${Date.now()}`;
  const first = startOwner();
  const db = await createRxDatabase({ name, storage: remote, multiInstance: false });
  await db.addCollections({ notes });
  await db.notes.insert({ id: 'a', text: 'before' });

  // The owner's tab closes: nothing reaches it, nothing comes from it.
  first.alive = false;
  const inFlight = db.notes.insert({ id: 'b', text: 'in flight' });
  startOwner();
  await inFlight;
  await db.notes.insert({ id: 'c', text: 'after' });
  const texts = async () => (await db.notes.find().exec()).map((note) => note.text as string);
  expect(await texts()).toEqual(['before', 'in flight', 'after']);
  expect([...answered.values()].every((count) => count === 1)).toBe(true);
  await db.close();

  // A later start (a new storage over the same IndexedDB) finds every write.
  const later = await createRxDatabase({
    name,
    storage: getRxStorageMemoryMapped({ indexedDB }) as RxStorage<unknown, unknown>,
    multiInstance: false,
  });
  await later.addCollections({ notes });
  expect((await later.notes.find().exec()).map((note) => note.text as string)).toEqual([
    'before',
    'in flight',
    'after',
  ]);
  await later.close();
});
