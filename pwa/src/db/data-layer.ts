// The data layer: opens the local database, runs one live replication per collection, follows
// the live channel, and knows the signed-in user. Sign-in starts the owner-only replications and
// resyncs; sign-out pushes what it can, then removes the user's data (likes, requested meals and
// any write still waiting) from this device.
import { addRxPlugin, type RxStorage, type WithDeleted } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { debounceTime, merge, Subject, type Subscription } from 'rxjs';
import { SYNC_PULL_MAX_BATCH } from '@hostel/shared-schema';
import {
  collectionCreator,
  openHostelDatabase,
  PER_USER_COLLECTIONS,
  SYNC_NAME,
  type CollectionName,
  type ConflictHandlers,
  type HostelDatabase,
} from './collections';
import { createConflictHandlers } from './conflict-handlers';
import { sameFields } from './doc-equal';
import { openLiveChannel, type LiveChannel } from './live-channel';
import type { DataLayerOptions } from './options';
import { pendingIdsOf, WRITABLE_COLLECTIONS, type WritableCollection } from './pending';
import { replicateCollection, type CollectionReplication } from './replication';
import { SyncHttp } from './sync-http';
import { pendingKey, SyncStatusStore, type ReplacedEdit } from './sync-status';

/** Who is signed in, as the data layer needs it (reviews carry name and photo). */
export type DataUser = { email: string; name: string; photo: string };

const PUBLIC_COLLECTIONS: CollectionName[] = ['meals', 'upcomingMeals', 'reviews'];
/** Fields a user changes, per writable collection (what "replaced" compares). */
const EDITABLE: Record<WritableCollection, readonly string[]> = {
  likes: ['liked'],
  reviews: ['rating', 'review'],
};

export class DataLayer {
  readonly status = new SyncStatusStore();
  private readonly http: SyncHttp;
  private readonly live: LiveChannel;
  private readonly replications = new Map<CollectionName, CollectionReplication>();
  private readonly refused = new Set<string>();
  /** The states this client pushed lately, per document, newest last (see checkReplaced). */
  private readonly lastPushed = new Map<string, Record<string, unknown>[]>();
  private readonly recount$ = new Subject<void>();
  private readonly subscriptions: Subscription[] = [];
  private currentUser: DataUser | null = null;
  private userQueue: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly db: HostelDatabase,
    private readonly options: DataLayerOptions,
    private readonly handlers: ConflictHandlers,
    relay: { layer?: DataLayer },
  ) {
    relay.layer = this;
    this.http = new SyncHttp(options, ({ ok, error }) =>
      this.status.update(
        ok
          ? { online: true, lastError: error ?? this.status.value.lastError }
          : { online: false, lastError: error ?? null },
      ),
    );
    this.live = openLiveChannel(options);
  }

  /** Opens the database and starts replicating the public collections. */
  static async open(options: DataLayerOptions = {}): Promise<DataLayer> {
    const storage = await storageFor(options);
    // The handlers live as long as the database; they reach the layer once it exists.
    const relay: { layer?: DataLayer } = {};
    const handlers = createConflictHandlers({
      takeRefused: (collection, id) => relay.layer?.takeRefused(collection, id) ?? false,
      onLost: (collection, yours, server) =>
        relay.layer?.noteReplaced(collection as WritableCollection, yours, server),
    });
    const db = await openHostelDatabase({
      name: options.name ?? 'hostel-meals',
      storage,
      conflictHandlers: handlers,
      multiInstance: options.multiInstance ?? typeof window !== 'undefined',
    });
    return new DataLayer(db, options, handlers, relay).start();
  }

  get user(): DataUser | null {
    return this.currentUser;
  }

  private start(): this {
    for (const name of PUBLIC_COLLECTIONS) this.startReplication(name);
    this.subscriptions.push(
      this.live.changes$.subscribe((changed) => {
        for (const replication of this.replications.values()) {
          if (changed === 'all' || changed.includes(SYNC_NAME[replication.name])) {
            replication.resync();
          }
        }
        if (changed === 'all') void this.refreshRejections();
      }),
      this.live.connected$.subscribe((connected) => this.status.update({ online: connected })),
      merge(this.db.likes.$, this.db.reviews.$, this.recount$)
        .pipe(debounceTime(20))
        .subscribe(() => void this.recount()),
    );
    return this;
  }

  private startReplication(name: CollectionName): CollectionReplication {
    const replication = replicateCollection(
      this.db,
      name,
      this.http,
      {
        onPushed: (collection, docs) => {
          this.status.update({ lastSyncedAt: Date.now() });
          if (collection === 'likes' || collection === 'reviews') {
            for (const doc of docs) this.rememberPushed(collection, doc);
          }
        },
        onRefused: (collection, ids) => {
          for (const id of ids) this.refused.add(pendingKey(collection, id));
          void this.refreshRejections();
        },
        onPulled: () => this.status.update({ lastSyncedAt: Date.now() }),
      },
      {
        batchSize: Math.min(this.options.pullBatchSize ?? 500, SYNC_PULL_MAX_BATCH),
        retryTime: this.options.retryTimeMs ?? 5000,
      },
    );
    this.replications.set(name, replication);
    this.subscriptions.push(
      replication.state.active$.subscribe(() => this.recount$.next()),
      replication.state.error$.subscribe((error) => {
        const cause = (error as { parameters?: { errors?: Error[] } }).parameters?.errors?.[0];
        this.status.update({ lastError: cause?.message ?? error.message });
      }),
    );
    if (name === 'likes' || name === 'reviews') {
      this.subscriptions.push(
        replication.state.received$.subscribe((doc) =>
          this.checkReplaced(name, doc as WithDeleted<unknown>),
        ),
      );
    }
    return replication;
  }

  /** Signs a user in (starts their collections, resyncs) or out (null: removes their data). */
  setUser(user: DataUser | null, { flushTimeoutMs = 3000 } = {}): Promise<void> {
    this.userQueue = this.userQueue.then(() =>
      user ? this.signIn(user) : this.signOut(flushTimeoutMs),
    );
    return this.userQueue;
  }

  private async signIn(user: DataUser): Promise<void> {
    const email = user.email.toLowerCase();
    if (this.currentUser?.email === email) {
      this.currentUser = { ...user, email };
      return;
    }
    if (this.currentUser) await this.signOut(0);
    this.currentUser = { ...user, email };
    this.status.update({ signedIn: true });
    for (const name of PER_USER_COLLECTIONS) this.startReplication(name);
    this.live.reconnect();
    for (const replication of this.replications.values()) replication.resync();
    void this.refreshRejections();
    this.recount$.next();
    void requestPersistentStorage();
  }

  private async signOut(flushTimeoutMs: number): Promise<void> {
    const user = this.currentUser;
    if (!user) return;
    if (flushTimeoutMs > 0) await this.awaitPushed(flushTimeoutMs).catch(() => undefined);
    const reviewsPending = (await this.pendingIds('reviews', user.email)).length > 0;
    this.currentUser = null;
    for (const name of PER_USER_COLLECTIONS) await this.dropCollection(name);
    // A review write that could not be sent goes with the user: drop the local copy of the
    // public reviews (and its replication state) and pull them again.
    if (reviewsPending) {
      await this.dropCollection('reviews');
      this.startReplication('reviews');
    }
    this.lastPushed.clear();
    this.refused.clear();
    this.status.update({
      signedIn: false,
      rejections: [],
      replaced: [],
      pending: 0,
      pendingKeys: new Set(),
    });
    this.live.reconnect();
  }

  /** Removes a collection's data and replication state, and creates it empty again. */
  private async dropCollection(name: CollectionName): Promise<void> {
    const replication = this.replications.get(name);
    this.replications.delete(name);
    if (replication) await replication.state.remove();
    await this.db[name].remove();
    await this.db.addCollections({
      [name]: collectionCreator(name, this.handlers[name] as never),
    } as never);
    this.status.update({ dataEpoch: this.status.value.dataEpoch + 1 });
  }

  /** Resolves when every waiting write has been pushed (or rejects after timeoutMs). */
  async awaitPushed(timeoutMs = 10_000): Promise<void> {
    const states = [...this.replications.values()].map((replication) => replication.state);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(states.map((state) => state.awaitInSync())),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('sync timed out')), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** Pull every collection again from its checkpoint (the live channel does this by itself). */
  resync(): void {
    for (const replication of this.replications.values()) replication.resync();
  }

  async acknowledgeRejection(id?: number): Promise<void> {
    await this.http.acknowledgeRejection(id);
    await this.refreshRejections();
  }

  dismissReplaced(key?: string): void {
    this.status.update({
      replaced:
        key === undefined ? [] : this.status.value.replaced.filter((edit) => edit.key !== key),
    });
  }

  async refreshRejections(): Promise<void> {
    if (!this.currentUser) return;
    try {
      this.status.update({ rejections: await this.http.rejections() });
    } catch {
      // offline: the next resync fetches them
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.live.close();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    await Promise.all(
      [...this.replications.values()].map((replication) => replication.state.cancel()),
    );
    await this.db.close();
  }

  takeRefused(collection: CollectionName, id: string): boolean {
    return this.refused.delete(pendingKey(collection, id));
  }

  private rememberPushed(collection: WritableCollection, doc: WithDeleted<unknown>): void {
    const state = doc as unknown as Record<string, unknown> & { _id: string };
    const key = pendingKey(collection, state._id);
    this.lastPushed.set(key, [...(this.lastPushed.get(key) ?? []), state].slice(-5));
  }

  /**
   * A pulled version of a document this client pushed: the echo of its own latest push (done),
   * of an older one of its pushes (a newer echo follows), or someone else's later edit that
   * replaced the user's — which the user is told about.
   */
  private checkReplaced(collection: WritableCollection, received: WithDeleted<unknown>): void {
    const doc = received as unknown as Record<string, unknown> & { _id: string };
    const key = pendingKey(collection, doc._id);
    const sent = this.lastPushed.get(key);
    if (!sent) return;
    const fields = EDITABLE[collection];
    const latest = sent[sent.length - 1];
    if (sameFields(latest, doc, fields)) {
      this.lastPushed.delete(key);
    } else if (!sent.some((state) => sameFields(state, doc, fields))) {
      this.lastPushed.delete(key);
      this.noteReplaced(collection, latest, doc);
    }
  }

  noteReplaced(collection: WritableCollection, yours: unknown, server: unknown): void {
    const doc = server as unknown as { _id: string };
    const edit: ReplacedEdit = {
      key: `${pendingKey(collection, doc._id)}@${Date.now()}`,
      collection,
      id: doc._id,
      yours: strip(yours),
      server: strip(server),
      at: Date.now(),
    };
    this.status.update({ replaced: [edit, ...this.status.value.replaced].slice(0, 50) });
  }

  private pendingIds(name: WritableCollection, email: string): Promise<string[]> {
    return pendingIdsOf(this.db, name, this.replications.get(name), email);
  }

  private recounting = Promise.resolve();
  /** Recounts the waiting writes now (the writes call it, so "waiting" shows at once). */
  recount(): Promise<void> {
    this.recounting = this.recounting
      .then(async () => {
        const user = this.currentUser;
        if (!user || this.closed) return;
        const keys = new Set<string>();
        for (const name of WRITABLE_COLLECTIONS) {
          if (!this.replications.has(name)) continue;
          for (const id of await this.pendingIds(name, user.email)) keys.add(pendingKey(name, id));
        }
        if (this.currentUser !== user) return;
        const before = this.status.value.pendingKeys;
        if (before.size === keys.size && [...keys].every((key) => before.has(key))) return;
        this.status.update({ pending: keys.size, pendingKeys: keys });
      })
      .catch(() => undefined);
    return this.recounting;
  }
}

function strip(doc: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(doc as Record<string, unknown>).filter(
      ([key]) => !key.startsWith('_') || key === '_id' || key === '_deleted',
    ),
  );
}

async function storageFor(options: DataLayerOptions): Promise<RxStorage<unknown, unknown>> {
  const storage = options.storage ?? (getRxStorageDexie() as RxStorage<unknown, unknown>);
  // Vite replaces import.meta.env.DEV with false in production builds, so dev-mode and the
  // validator are not even bundled there.
  if (options.devMode !== false && import.meta.env.DEV) {
    const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] =
      await Promise.all([import('rxdb/plugins/dev-mode'), import('rxdb/plugins/validate-ajv')]);
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    return wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>;
  }
  return storage;
}

/** Asks the browser to keep IndexedDB under storage pressure (once signed in: waiting writes). */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist) {
      if (!(await navigator.storage.persisted())) await navigator.storage.persist();
    }
  } catch {
    // not available (Node, old browsers): nothing to do
  }
}
