// Which storage instances' changes the storage worker keeps to itself (storage-worker.ts).
// A replication's metadata holds a copy of every pulled document, written after it; RxDB's
// remote-storage exposure posts every change of every instance to the page, and for the leading
// tab's metadata nobody there listens: on a first sync that is half the documents, copied to the
// page and thrown away. Only a tab that does not lead follows a replication's metadata (to
// recount its waiting writes as the leader pushes, leadership.ts): it opens its copy with
// FOLLOW_META_CHANGES set. Other tabs still hear of every change: RxDB's cross-tab broadcast
// runs in the worker, beside the exposure. Free of imports: both sides use it.

/** The storage option of a metadata copy whose changes the page follows. */
export const FOLLOW_META_CHANGES = 'hostelFollowChanges';

/** RxDB's replication plugin names its metadata instances so. */
const META_PREFIX = 'rx-replication-meta-';

/** Whether the changes of the instance opened with these parameters stay in the worker. */
export function changesStayInWorker(params: unknown): boolean {
  const { collectionName, options } = (params ?? {}) as {
    collectionName?: unknown;
    options?: Record<string, unknown>;
  };
  return (
    typeof collectionName === 'string' &&
    collectionName.startsWith(META_PREFIX) &&
    options?.[FOLLOW_META_CHANGES] !== true
  );
}
