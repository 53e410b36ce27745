// The data layer: opens the local database, runs one live replication per collection, follows
// the live channel, and knows the signed-in user. Sign-in starts the owner-only replications (and
// an admin's servings) and resyncs; sign-out pushes what it can, then removes the user's data
// (likes, requested meals, a counter's servings and any write still waiting) from this device.
import type { WithDeleted } from 'rxdb';
import {
  debounceTime,
  distinctUntilChanged,
  map,
  Subject,
  type Observable,
  type Subscription,
} from 'rxjs';
import { SYNC_PULL_MAX_BATCH, type SyncCollection } from '@hostel/shared-schema';
import {
  ADMIN_COLLECTIONS,
  collectionCreator,
  PER_USER_COLLECTIONS,
  PUBLIC_COLLECTIONS,
  SYNC_NAME,
  type CollectionName,
  type ConflictHandlers,
  type HostelDatabase,
} from './collections';
import { createConflictHandlers } from './conflict-handlers';
import { openLiveChannel, type LiveChannel } from './live-channel';
import { Reachability } from './reachability';
import { awaitLeadership, FollowerMetas } from './leadership';
import { MealIndex } from './meal-index';
import type { DataLayerOptions } from './options';
import { pendingIdsOf, WRITABLE_COLLECTIONS, type WritableCollection } from './pending';
import { replicateCollection, type CollectionReplication } from './replication';
import { SyncHttp } from './sync-http';
import { loadRememberedUser, preloadRememberedUser, saveRememberedUser } from './remembered-user';
import { ReplacedEdits } from './replaced-edits';
import { requestPersistentStorage } from './storage';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { openLocalDatabase } from './open-local';
import { MealsFirst } from './first-pull';
import { Rejections } from './rejections';
import { pendingKey, SyncStatusStore, type SyncStatus } from './sync-status';

/** Who is signed in, as the data layer needs it (reviews carry name and photo). An admin's
 * device also replicates the servings its counter records. */
export type DataUser = { email: string; name: string; photo: string; admin?: boolean };

/** The collections a user's sign-in starts and their sign-out empties. */
const SIGNED_IN_COLLECTIONS: readonly CollectionName[] = [
  ...PER_USER_COLLECTIONS,
  ...ADMIN_COLLECTIONS,
];
const collectionsOf = (user: DataUser): readonly CollectionName[] =>
  user.admin ? SIGNED_IN_COLLECTIONS : PER_USER_COLLECTIONS;

const isWritable = (name: CollectionName): name is WritableCollection =>
  (WRITABLE_COLLECTIONS as readonly CollectionName[]).includes(name);

export class DataLayer {
  readonly status = new SyncStatusStore();
  private readonly http: SyncHttp;
  private readonly live: LiveChannel;
  private readonly replications = new Map<CollectionName, CollectionReplication>();
  /** The replications whose first pull is written on the device (see hasFirstPull). */
  private readonly firstPulled = new WeakSet<CollectionReplication>();
  private readonly rejections: Rejections;
  private readonly replaced = new ReplacedEdits(this.status);
  private readonly recount$ = new Subject<void>();
  private readonly subscriptions: Subscription[] = [];
  private currentUser: DataUser | null = null;
  private signingOut = false;
  private userQueue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Collections this tab is removing itself (not another tab: see watchRemoval). */
  private readonly dropping = new Set<CollectionName>();
  /** Whether this tab runs the replications (leadership.ts); followers read the shared DB. */
  private leader = false;
  private readonly followerMetas: FollowerMetas;
  /** A first sync takes the meals before the reviews (first-pull.ts). */
  private readonly mealsFirst = new MealsFirst();
  /** Wakes pushes waiting for the server the moment it answers again. */
  private readonly reachability = new Reachability();

  private constructor(
    readonly db: HostelDatabase,
    private readonly options: DataLayerOptions,
    private readonly handlers: ConflictHandlers,
    relay: { layer?: DataLayer },
  ) {
    relay.layer = this;
    this.http = new SyncHttp(options, ({ ok, error, status }) => {
      if (ok) this.reachability.reached();
      this.status.update(
        ok
          ? { online: true, lastError: error ?? this.status.value.lastError }
          : { online: false, lastError: error ?? null },
      );
      // The server no longer knows the session: waiting writes can never be sent in its name.
      if (status === 401) this.finishSignOut(true);
    });
    this.live = openLiveChannel(options);
    this.rejections = new Rejections(this.http, this.status, () => this.currentUser !== null);
    this.followerMetas = new FollowerMetas(db, (changes$) =>
      this.subscriptions.push(changes$.subscribe(() => this.recount$.next())),
    );
  }

  /** Opens the database and starts replicating the public collections. */
  static async open(options: DataLayerOptions = {}): Promise<DataLayer> {
    // The handlers live as long as the database; they reach the layer once it exists.
    const relay: { layer?: DataLayer } = {};
    const handlers = createConflictHandlers({
      takeRefused: (collection, id) => relay.layer?.takeRefused(collection, id) ?? false,
      onLost: (collection, yours, server) =>
        relay.layer?.replaced.note(collection as WritableCollection, yours, server),
    });
    const { db, persistent } = await openLocalDatabase(options, handlers);
    // Opening the live channel and starting the replications take a task of their own
    // (lib/yield-to-browser.ts): with the last collection's opening they were one long task. No
    // yield between the two: the channel's events would find nobody subscribed.
    await yieldToBrowser();
    const layer = new DataLayer(db, options, handlers, relay).start();
    layer.status.update({ offlineOff: !persistent });
    await preloadRememberedUser(db.name);
    await layer.restoreUser();
    // Nobody's data here: nothing can be waiting (with a user, the first recount tells).
    if (!layer.currentUser) layer.status.update({ pendingKnown: true });
    return layer;
  }

  /**
   * Settles once this session's first pull of a collection is written on the device (a screen
   * holds its skeleton until then instead of flashing "nothing here"). Only the tab that runs
   * the replications settles it (leadership.ts); with no replication of it, at once.
   */
  firstPull(name: CollectionName): Promise<void> {
    return this.replications.get(name)?.state.awaitInitialReplication() ?? Promise.resolve();
  }

  /** Whether firstPull(name) has settled already (a screen opened later knows it at once). */
  hasFirstPull(name: CollectionName): boolean {
    const replication = this.replications.get(name);
    return !replication || this.firstPulled.has(replication);
  }

  /** Whether this client keeps a collection (see DataLayerOptions.collections). */
  keeps(name: CollectionName): boolean {
    return name in this.db.collections;
  }

  private get dbName(): string {
    return this.db.name;
  }

  /** Collections the live channel says changed elsewhere ('all' after a reconnection). */
  get liveChanges$(): Observable<SyncCollection[] | 'all'> {
    return this.live.changes$.asObservable();
  }

  /** The chat's unread counts may have changed (live-channel.ts, 'chat:unread'). */
  get chatUnread$(): Observable<void> {
    return this.live.chatUnread$.asObservable();
  }

  private meals?: { index: MealIndex; close: () => void };
  /** The meals in memory for the list queries, loaded at the first use (meal-index.ts). */
  get mealIndex(): MealIndex {
    this.meals ??= MealIndex.open(this.db);
    return this.meals.index;
  }

  /** Whether the live channel's socket is connected now. */
  get liveConnected(): boolean {
    return this.live.clock.connected;
  }

  /** The signed-in user (null while signed out, or while a sign-out waits for its writes). */
  get user(): DataUser | null {
    return this.signingOut ? null : this.currentUser;
  }

  /**
   * The signed-in user now and at every change. Every change of the user updates the sync
   * status (signedIn, the waiting count, the data epoch), so the user is read on each update.
   */
  get user$(): Observable<DataUser | null> {
    return this.status.status$.pipe(
      map(() => this.user),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
  }

  private start(): this {
    for (const name of PUBLIC_COLLECTIONS) if (this.keeps(name)) this.startReplication(name);
    this.subscriptions.push(
      this.live.changes$.subscribe((changed) => {
        for (const replication of this.replications.values()) {
          if (changed === 'all' || changed.includes(SYNC_NAME[replication.name])) {
            replication.resync();
          }
        }
        if (changed === 'all') void this.refreshRejections();
      }),
      this.live.docs$.subscribe((batch) => {
        // A follower's replications do not run: the leader takes the documents in.
        if (!this.leader) return;
        for (const replication of this.replications.values()) {
          if (SYNC_NAME[replication.name] === batch.collection) replication.receive(batch);
        }
      }),
      this.live.connected$.subscribe((connected) => {
        this.status.update({ online: connected });
        if (connected) this.reachability.reached();
        // A dropped socket may mean the server is down while the network is up: a pull tells,
        // and its failure turns the one "online" flag off (the indicator and every online-only
        // action follow it), instead of waiting for the next write to find out.
        if (!connected) this.resync();
      }),
      this.recount$.pipe(debounceTime(20)).subscribe(() => void this.recount()),
    );
    for (const name of WRITABLE_COLLECTIONS) if (this.keeps(name)) this.watchWrites(name);
    for (const name of Object.keys(this.db.collections) as CollectionName[]) {
      this.watchRemoval(name);
    }
    void awaitLeadership(this.db).then(async () => {
      if (this.closed) return;
      this.leader = true;
      this.status.update({ leader: true });
      await this.followerMetas.close();
      this.recount$.next();
    });
    return this;
  }

  /** Any change of a writable collection may change what is waiting. */
  private watchWrites(name: WritableCollection): void {
    const changes$: Observable<unknown> = this.db[name].$;
    this.subscriptions.push(changes$.subscribe(() => this.recount$.next()));
  }

  /**
   * The server has answered a pull or a push: the first answer of the session ends its first
   * sync. Later ones change nothing on screen, so they send the pages nothing either.
   */
  private noteSynced(): void {
    if (this.status.value.firstSyncedAt === null) this.status.update({ firstSyncedAt: Date.now() });
  }

  private startReplication(name: CollectionName): CollectionReplication {
    const replication = replicateCollection(
      this.db,
      name,
      this.http,
      {
        onPushed: (collection, docs) => {
          this.noteSynced();
          if (isWritable(collection)) {
            for (const doc of docs) this.replaced.rememberPushed(collection, doc);
          }
        },
        onRefused: (collection, ids) => this.rejections.noteRefused(collection, ids),
        onPulled: () => this.noteSynced(),
      },
      {
        batchSize: Math.min(this.options.pullBatchSize ?? SYNC_PULL_MAX_BATCH, SYNC_PULL_MAX_BATCH),
        pushes: isWritable(name),
        retryTime: this.options.retryTimeMs ?? 5000,
        clock: this.live.clock,
        reachability: this.reachability,
        ...this.mealsFirst.pullOrder(name, this.keeps('meals')),
      },
    );
    this.replications.set(name, replication);
    replication.state.awaitInitialReplication().then(
      () => this.firstPulled.add(replication),
      () => undefined, // cancelled before its first pull: it never counts
    );
    this.subscriptions.push(
      replication.state.active$.subscribe(() => this.recount$.next()),
      replication.state.error$.subscribe((error) => {
        const cause = (error as { parameters?: { errors?: Error[] } }).parameters?.errors?.[0];
        this.status.update({ lastError: cause?.message ?? error.message });
      }),
    );
    if (isWritable(name)) {
      this.subscriptions.push(
        replication.state.received$.subscribe((doc) =>
          this.replaced.checkPulled(name, doc as WithDeleted<unknown>),
        ),
      );
    }
    return replication;
  }

  /** Signs a user in (starts their collections, resyncs) or out (null: removes their data). */
  setUser(user: DataUser | null, { flushTimeoutMs = 3000 } = {}): Promise<void> {
    return this.enqueue(() => (user ? this.signIn(user) : this.signOut(flushTimeoutMs)));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.userQueue = this.userQueue.then(work, work);
    return this.userQueue;
  }

  /** After a reload: the user whose data this database holds (see remembered-user.ts). */
  private async restoreUser(): Promise<void> {
    const remembered = loadRememberedUser(this.dbName);
    if (!remembered) return;
    await this.enqueue(async () => {
      await this.signIn(remembered.user);
      if (remembered.signingOut) await this.signOut(0);
    });
  }

  private async signIn(user: DataUser): Promise<void> {
    const email = user.email.toLowerCase();
    if (this.currentUser?.email === email) {
      this.currentUser = { ...user, email };
      this.signingOut = false;
      saveRememberedUser(this.dbName, { user: this.currentUser });
      this.status.update({ signedIn: true });
      // The role may be known only now (an admin's servings start with it).
      for (const name of collectionsOf(this.currentUser)) {
        if (this.keeps(name) && !this.replications.has(name)) this.startReplication(name);
      }
      // A fresh sign-in may carry a new session cookie: let the socket and pulls use it.
      this.live.reconnect();
      this.resync();
      return;
    }
    // Another user's data (even writes still waiting) cannot be sent with this user's session.
    if (this.currentUser) await this.signOut(0, { force: true });
    this.currentUser = { ...user, email };
    saveRememberedUser(this.dbName, { user: this.currentUser });
    // Their writes waiting on this device are not counted yet: the recount below tells.
    this.status.update({ signedIn: true, pendingKnown: false });
    for (const name of collectionsOf(user)) if (this.keeps(name)) this.startReplication(name);
    this.live.reconnect();
    for (const replication of this.replications.values()) replication.resync();
    void this.refreshRejections();
    this.recount$.next();
    if (!this.status.value.offlineOff) {
      // A worker cannot ask (persist() is the page's): the page then tells (notePersistence).
      void requestPersistentStorage().then((persistence) => {
        if (persistence !== 'unknown') this.status.update({ persistence });
      });
    }
  }

  /**
   * Pushes what it can, then removes the user's data. When writes are still waiting after the
   * flush time (the server cannot be reached, or has not answered yet), the removal waits for
   * them (the session cookie still stands on this device): it happens once they are pushed, or
   * when the server refuses the session.
   */
  private async signOut(flushTimeoutMs: number, { force = false } = {}): Promise<void> {
    const user = this.currentUser;
    if (!user) return;
    // Another tab of this profile signed this user out and removed their data already (the
    // remembered user, shared by the tabs, is gone or is someone else): forget them here
    // without touching the shared database, which may already hold the next user's writes.
    if (loadRememberedUser(this.dbName)?.user.email !== user.email) return this.forgetUser();
    if (flushTimeoutMs > 0) await this.awaitPushed(flushTimeoutMs).catch(() => undefined);
    const waiting = await this.waitingIds(user.email);
    // Whether or not the indicator still says online: a push that has not answered within the
    // flush time may be on a network that just dropped, and dropping the writes would lose them.
    if (!force && waiting.length > 0) {
      this.signingOut = true;
      saveRememberedUser(this.dbName, { user, signingOut: true });
      // The count shown is the one just read: a recount started by the last write may not have
      // answered yet, and the status must not say "nothing waits" while the sign-out waits.
      this.status.update({
        signedIn: false,
        pending: waiting.length,
        pendingKnown: true,
        pendingKeys: new Set(waiting),
      });
      return;
    }
    const reviewsPending = waiting.some((key) => key.startsWith('reviews:'));
    this.currentUser = null;
    this.signingOut = false;
    saveRememberedUser(this.dbName, undefined);
    for (const name of SIGNED_IN_COLLECTIONS) {
      if (this.keeps(name)) await this.dropCollection(name);
    }
    // A review write that could not be sent goes with the user: drop the local copy of the
    // public reviews (and its replication state) and pull them again.
    if (reviewsPending) {
      await this.dropCollection('reviews');
      this.startReplication('reviews');
    }
    this.showSignedOut();
  }

  /** Signed out in another tab: stops this tab's user replications, keeps the shared data. */
  private async forgetUser(): Promise<void> {
    this.currentUser = null;
    this.signingOut = false;
    for (const name of SIGNED_IN_COLLECTIONS) {
      const replication = this.replications.get(name);
      this.replications.delete(name);
      await replication?.state.cancel().catch(() => undefined);
    }
    // Live queries read the data again: another tab emptied it.
    this.showSignedOut({ dataEpoch: this.status.value.dataEpoch + 1 });
  }

  /** The signed-out state, after this tab's sign-out or another tab's: nothing waits, nothing
   * refused or replaced to show, and the live socket reconnects without the session. */
  private showSignedOut(change: Partial<SyncStatus> = {}): void {
    this.replaced.clear();
    this.rejections.clear();
    this.status.update({
      signedIn: false,
      rejections: [],
      replaced: [],
      pending: 0,
      pendingKnown: true,
      pendingKeys: new Set(),
      ...change,
    });
    this.live.reconnect();
  }

  /** A deferred sign-out ends once nothing waits, or when the server refuses the session. */
  private finishSignOut(force: boolean): void {
    if (this.signingOut) void this.enqueue(() => this.signOut(0, { force }));
  }

  /** Removes a collection's data and replication state, and creates it empty again. */
  private async dropCollection(name: CollectionName): Promise<void> {
    const replication = this.replications.get(name);
    this.replications.delete(name);
    this.dropping.add(name);
    try {
      if (replication) await replication.state.remove();
      await this.db[name].remove();
      await this.addCollection(name);
    } finally {
      this.dropping.delete(name);
    }
  }

  /** (Re)creates a collection in this tab's database and follows it like the first time. */
  private async addCollection(name: CollectionName): Promise<void> {
    const existing = this.db.collections[name] as { closed?: boolean } | undefined;
    if (!existing || existing.closed) {
      await this.db.addCollections({
        [name]: collectionCreator(name, this.handlers[name] as never, this.options.schemas?.[name]),
      } as never);
    }
    if (isWritable(name)) this.watchWrites(name);
    this.watchRemoval(name);
    this.status.update({ dataEpoch: this.status.value.dataEpoch + 1 });
  }

  /**
   * Another tab of the profile removed this collection (its sign-out drops the user's data):
   * RxDB then closes it in this tab too, and every query on it would fail. Open it again, empty;
   * a public collection replicates again at once, a user's one at the next sign-in (restarting
   * it now could pull back the data the sign-out just removed).
   */
  private watchRemoval(name: CollectionName): void {
    this.db[name].onRemove.push(async () => {
      if (this.closed || this.dropping.has(name)) return;
      const replication = this.replications.get(name);
      this.replications.delete(name);
      await replication?.state.cancel().catch(() => undefined);
      await this.addCollection(name);
      if (!SIGNED_IN_COLLECTIONS.includes(name)) {
        this.startReplication(name);
      }
    });
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

  acknowledgeRejection(id?: number): Promise<void> {
    return this.rejections.acknowledge(id);
  }

  dismissReplaced(key?: string): void {
    this.status.update({
      replaced:
        key === undefined ? [] : this.status.value.replaced.filter((edit) => edit.key !== key),
    });
  }

  /** Fetches the reasons of the refused pushes again (rejections.ts). */
  refreshRejections(): Promise<void> {
    return this.rejections.refresh();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.rejections.close();
    this.live.close();
    this.reachability.close();
    this.meals?.close();
    await this.followerMetas.close();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    await Promise.all(
      [...this.replications.values()].map((replication) => replication.state.cancel()),
    );
    await this.db.close();
  }

  takeRefused(collection: CollectionName, id: string): boolean {
    return this.rejections.take(collection, id);
  }

  /** `collection:id` of the user's documents not yet on the server. */
  private async waitingIds(email: string): Promise<string[]> {
    const keys: string[] = [];
    for (const name of WRITABLE_COLLECTIONS) {
      if (!this.replications.has(name)) continue;
      const replication = this.replications.get(name)!;
      const meta = await this.followerMetas.metaOf(replication);
      const ids = await pendingIdsOf(this.db, name, meta, email);
      keys.push(...ids.map((id) => pendingKey(name, id)));
    }
    return keys;
  }

  private recounting = Promise.resolve();
  /** Recounts the waiting writes now (the writes call it, so "waiting" shows at once). */
  recount(): Promise<void> {
    this.recounting = this.recounting
      .then(async () => {
        const user = this.currentUser;
        if (!user || this.closed) return;
        const keys = new Set(await this.waitingIds(user.email));
        if (this.currentUser !== user) return;
        if (this.signingOut && keys.size === 0) this.finishSignOut(false);
        const { pendingKeys: before, pendingKnown } = this.status.value;
        const same = before.size === keys.size && [...keys].every((key) => before.has(key));
        if (same && pendingKnown) return;
        this.status.update({ pending: keys.size, pendingKeys: keys, pendingKnown: true });
      })
      .catch(() => undefined);
    return this.recounting;
  }
}
