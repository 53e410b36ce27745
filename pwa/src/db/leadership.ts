// One replication where several RxDB instances share a database: a Dexie profile that a tab of
// the previous version still writes (storage-choice.ts). The engine there (engine-leader.ts,
// with `multiInstance`) and that version's tabs take part in RxDB's leader election (a Web Lock
// between them), and only the leader runs the replications (`waitForLeadership: true`); the
// others read and write the shared database, RxDB's multi-instance events bring them the
// leader's pulls, and the leader's upstream pushes their writes. Everywhere else one engine per
// origin owns its database and leads at once (no multi-instance).
//
// A follower's replications never start, so it has no replication meta instance to tell which
// of its documents are still waiting (pending.ts). It opens the same meta storage read-only
// here, and follows its change stream (the leader's meta writes arrive through RxDB's
// multi-instance broadcast) to recount when the leader pushes.
import type { RxStorageInstance } from 'rxdb';
import type { Observable } from 'rxjs';
import type { HostelDatabase } from './collections';
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
          options: {},
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

/** Resolves when this engine leads (at once without multi-instance: one engine per origin). */
export function awaitLeadership(db: HostelDatabase): Promise<boolean> {
  return db.multiInstance ? db.waitForLeadership() : Promise.resolve(true);
}
