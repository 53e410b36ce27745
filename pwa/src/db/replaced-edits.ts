// "Your edit was replaced": the states this client pushed lately, per document, and the check
// of each pulled version against them. A pulled version equal to the latest push is its echo;
// equal to an older push, a newer echo follows; different from all, someone else's later edit
// replaced the user's, and the user is told (useSyncStatus().replaced).
import type { WithDeleted } from 'rxdb';
import { sameFields } from '@hostel/shared-schema';
import { engineCollectionOf } from './collections/index';
import type { WritableCollection } from './pending';
import { pendingKey, type ReplacedEdit, type SyncStatusStore } from './sync-status';

type State = Record<string, unknown> & { _id: string };

export class ReplacedEdits {
  private readonly pushed = new Map<string, State[]>();

  constructor(private readonly status: SyncStatusStore) {}

  rememberPushed(collection: WritableCollection, doc: WithDeleted<unknown>): void {
    const state = doc as unknown as State;
    const key = pendingKey(collection, state._id);
    this.pushed.set(key, [...(this.pushed.get(key) ?? []), state].slice(-5));
  }

  checkPulled(collection: WritableCollection, received: WithDeleted<unknown>): void {
    const doc = received as unknown as State;
    const key = pendingKey(collection, doc._id);
    const sent = this.pushed.get(key);
    if (!sent) return;
    // The fields a user changes in the collection (its engine module's `editable`).
    const fields = engineCollectionOf(collection).editable ?? [];
    const latest = sent[sent.length - 1];
    // A deletion's echo: the server keeps the tombstone's last stored fields, which need not be
    // an edit pushed just before it (an edit and a delete pushed together apply the delete only).
    if (doc._deleted === true && latest._deleted === true) {
      this.pushed.delete(key);
    } else if (sameFields(latest, doc, fields)) {
      this.pushed.delete(key);
    } else if (!sent.some((state) => sameFields(state, doc, fields))) {
      this.pushed.delete(key);
      this.note(collection, latest, doc);
    }
  }

  /** The user's version lost to the server's (also called by the conflict handlers). */
  note(collection: WritableCollection, yours: unknown, server: unknown): void {
    const doc = server as State;
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

  clear(): void {
    this.pushed.clear();
  }
}

function strip(doc: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(doc as Record<string, unknown>).filter(
      ([key]) => !key.startsWith('_') || key === '_id' || key === '_deleted',
    ),
  );
}
