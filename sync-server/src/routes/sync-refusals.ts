// How a push tells its client which rows were refused. RxDB's conflict answer has no room for
// it, so either the body carries them (a client that asks, SYNC_REFUSALS_IN_BODY_HEADER) or a
// bounded header names as many as fit and a second header counts them all. A header grows with
// the refused ids (up to 500 rows of 400-character ids): unbounded, it overflowed the proxy's
// header buffer, the proxy answered 502 and marked the instances down for everybody.
import {
  SYNC_REFUSALS_IN_BODY,
  SYNC_REFUSALS_IN_BODY_HEADER,
  SYNC_REJECTED_COUNT_HEADER,
  SYNC_REJECTED_HEADER,
  SYNC_REJECTED_HEADER_MAX_CHARS,
  type SyncPushAnswer,
} from '@hostel/shared-schema';
import type { AppContext } from '../http/context';

/** The longest prefix of `ids` whose URI-encoded JSON array fits the header's bound. */
export function boundedRejectedHeader(ids: string[]): string | undefined {
  let fitting: string | undefined;
  for (let count = 1; count <= ids.length; count += 1) {
    const value = encodeURIComponent(JSON.stringify(ids.slice(0, count)));
    if (value.length > SYNC_REJECTED_HEADER_MAX_CHARS) break;
    fitting = value;
  }
  return fitting;
}

/** Sets the push's answer: conflicts plus refused ids, in the shape the client asked for. */
export function answerPush(
  ctx: AppContext,
  conflicts: SyncPushAnswer['conflicts'],
  refusedIds: string[],
): void {
  ctx.set('cache-control', 'no-store');
  if (ctx.get(SYNC_REFUSALS_IN_BODY_HEADER) === SYNC_REFUSALS_IN_BODY) {
    ctx.set('vary', SYNC_REFUSALS_IN_BODY_HEADER);
    ctx.body = { conflicts, refusedIds } satisfies SyncPushAnswer<Record<string, unknown>>;
    return;
  }
  if (refusedIds.length > 0) {
    ctx.set(SYNC_REJECTED_COUNT_HEADER, String(refusedIds.length));
    const named = boundedRejectedHeader(refusedIds);
    if (named) ctx.set(SYNC_REJECTED_HEADER, named);
  }
  ctx.body = conflicts;
}
