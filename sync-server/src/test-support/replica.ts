// A minimal replication client over the real pull endpoint, as RxDB uses it: it keeps its own
// copy of a collection and its checkpoint, and catches up page by page from where it stopped.
// The reliability tests use it to prove checkpoints survive crashes, restores and restarts.
import type { ApiClient } from './api-client';

type Doc = { _id: string; _deleted: boolean } & Record<string, unknown>;
export type Checkpoint = { id: string; seq: number } | null;

export class Replica {
  readonly docs = new Map<string, Doc>();
  checkpoint: Checkpoint = null;

  constructor(
    readonly collection: string,
    readonly batchSize = 200,
  ) {}

  /** Pulls until a short page (RxDB's rule); throws on any non-200 answer. */
  async catchUp(client: ApiClient): Promise<number> {
    let received = 0;
    for (;;) {
      const query = this.checkpoint ? { ...this.checkpoint } : {};
      const res = await client.get(`/api/sync/${this.collection}/pull`, {
        ...query,
        batchSize: this.batchSize,
      });
      if (res.status !== 200) {
        throw new Error(
          `pull ${this.collection} answered ${res.status}: ${JSON.stringify(res.body)}`,
        );
      }
      const { documents, checkpoint } = res.body as { documents: Doc[]; checkpoint: Checkpoint };
      for (const doc of documents) this.docs.set(doc._id, doc);
      received += documents.length;
      if (documents.length > 0) this.checkpoint = checkpoint;
      if (documents.length < this.batchSize) return received;
    }
  }

  /** The live documents, sorted by id (tombstones left out), for comparisons. */
  live(): Doc[] {
    return [...this.docs.values()]
      .filter((doc) => !doc._deleted)
      .sort((a, b) => a._id.localeCompare(b._id));
  }
}
