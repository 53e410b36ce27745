// Many tabs, one replication. Every tab of a profile opens the same
// IndexedDB database; RxDB's leader election (a Web Lock / BroadcastChannel between the tabs)
// picks one tab, and only that one runs the replications (`waitForLeadership: true`). The other
// tabs read and write the shared database: RxDB's multi-instance events bring the leader's
// pulls to them, and the leader's upstream sees their writes and pushes them. When the leader
// closes, another tab wins the election and starts its replications from the stored checkpoints,
// so writes still waiting are sent by it (or by the next start).
//
// A follower's replications never start, so it has no replication meta instance to tell which
// of its documents are still waiting (pending.ts). It opens the same meta storage read-only
// here, and follows its change stream (the leader's meta writes arrive through RxDB's
// multi-instance broadcast) to recount when the leader pushes.
import type { RxStorageInstance } from 'rxdb';
import type { Observable } from 'rxjs';
import type { HostelDatabase } from './collections';
import { FOLLOW_META_CHANGES } from './meta-changes';
import type { CollectionReplication } from './replication';

export type MetaInstance = NonNullable<CollectionReplication['state']['metaInstance']>;

export class FollowerMetas {
  private readonly opened = new Map<string, Promise<MetaInstance>>();
  private closed = false;

  constructor(
    private readonly db: HostelDatabase,
    /** Called with each opened meta instance's change stream (to recount on it). */
    private readonly follow: (changes$: Observable<unknown>) => void,
  ) {}

  /** The replication's meta instance: its own once started (leader), else a follower's copy. */
  async metaOf(replication: CollectionReplication): Promise<MetaInstance | undefined> {
    const own = replication.state.metaInstance;
    if (own || this.closed) return own;
    const { collectionName, schema } = await replication.state.metaInfoPromise;
    let meta = this.opened.get(collectionName);
    if (!meta) {
      meta = this.db.storage
        .createStorageInstance({
          databaseName: this.db.name,
          collectionName,
          databaseInstanceToken: this.db.token,
          multiInstance: this.db.multiInstance,
          // The storage worker posts this copy's changes to the page (storage-worker.ts).
          options: { [FOLLOW_META_CHANGES]: true },
          schema,
          password: this.db.password,
          devMode: false,
        })
        .then((instance) => {
          const typed = instance as unknown as MetaInstance;
          this.follow((typed as RxStorageInstance<unknown, unknown, unknown>).changeStream());
          return typed;
        });
      this.opened.set(collectionName, meta);
    }
    return meta;
  }

  /** Once this tab leads (its replications own their meta instances) or the layer closes. */
  async close(): Promise<void> {
    this.closed = true;
    const metas = [...this.opened.values()];
    this.opened.clear();
    await Promise.all(
      metas.map((meta) => meta.then((instance) => instance.close()).catch(() => undefined)),
    );
  }
}

/** Resolves when this tab leads (at once without multi-instance: Node tests, one tab). */
export function awaitLeadership(db: HostelDatabase): Promise<boolean> {
  return db.multiInstance ? db.waitForLeadership() : Promise.resolve(true);
}
