// Replication protocol shared by the sync server and the PWA (DESIGN.md "Replication").
export const SYNC_COLLECTIONS = [
  'meals',
  'upcoming-meals',
  'reviews',
  'requested-meals',
  'likes',
] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

/** Where a pull resumes: the last document's id and server sequence number. */
export type SyncCheckpoint = { id: string; seq: number };
