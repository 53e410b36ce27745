// Reviewers' e-mails are for signed-in readers only (the spec's screens for residents and admins
// use them: whose review is whose). A signed-out reader gets every review with `email: ''`, the
// same shape (the synced reviews collection keeps its schema), so an anonymous visitor cannot
// harvest residents' addresses from the public reads.
//
// The replication checkpoint remembers which view a device pulled: a checkpoint answered to a
// signed-out reader carries VISITOR_CHECKPOINT_PREFIX before its id. When that device signs in and
// pulls with it, its reviews start over from the beginning, so the documents it holds without
// e-mails are replaced by the signed-in view (its own reviews come back as its own).
import type { Review, SyncCheckpoint } from '@hostel/shared-schema';
import type { SessionUser } from '../../http/context';

export const VISITOR_CHECKPOINT_PREFIX = 'visitor:';

/** The review as `reader` may see it. */
export function reviewFor<T extends Pick<Review, 'email'>>(review: T, reader?: SessionUser): T {
  return reader ? review : { ...review, email: '' };
}

/** Where a reader's pull resumes: a signed-out view's checkpoint restarts a signed-in reader. */
export function resumeFrom(
  checkpoint: SyncCheckpoint | undefined,
  reader?: SessionUser,
): SyncCheckpoint | undefined {
  if (!checkpoint?.id.startsWith(VISITOR_CHECKPOINT_PREFIX)) return checkpoint;
  if (reader) return undefined;
  return { id: checkpoint.id.slice(VISITOR_CHECKPOINT_PREFIX.length), seq: checkpoint.seq };
}

/** The checkpoint answered to a reader: marked when the reader is signed out. */
export function checkpointFor(
  checkpoint: SyncCheckpoint | null,
  reader?: SessionUser,
): SyncCheckpoint | null {
  if (!checkpoint || reader) return checkpoint;
  return { id: `${VISITOR_CHECKPOINT_PREFIX}${checkpoint.id}`, seq: checkpoint.seq };
}
