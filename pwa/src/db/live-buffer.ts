// The documents the live channel brought for one collection, and the rule deciding when the
// replication may take them instead of asking the server.
//
// RxDB's pull stream would replace the stored checkpoint with a stream event's, so a batch that
// does not follow on from what the client holds could skip changes for good. Instead, the
// stream only ever says 'RESYNC', and the pull handler asks this buffer first: it answers from
// memory, with the checkpoint RxDB hands it at that moment, only while the client is known to
// be "following" — its last network pull caught up (a short page) on a socket connection that
// was already open when that pull was sent and has not dropped since. From then on every change
// the server commits reaches this client on the socket (the server sends every row past its
// cursor, in sequence order), so the buffered documents past the client's checkpoint are
// exactly what a pull would answer. Any disconnection, an announced batch too large to send, or
// an overflowing buffer ends "following": the next pull goes to the network and catches up.
import type { SyncCheckpoint, SyncDocsPayload } from '@hostel/shared-schema';

/** The socket connection's state, shared by every buffer (see live-channel.ts). */
export type ConnectionClock = { readonly connected: boolean; readonly epoch: number };

type Entry<Doc> = { seq: number; doc: Doc };
export type PullToken = { epoch: number; connected: boolean };

/** Beyond this many buffered documents the buffer gives up and the network answers. */
const MAX_BUFFERED = 20_000;

export class LiveBuffer<Doc extends { _id: string }> {
  private following = false;
  private followingEpoch = -1;
  private readonly entries = new Map<string, Entry<Doc>>();
  private entriesEpoch: number;

  constructor(private readonly clock: ConnectionClock) {
    this.entriesEpoch = clock.epoch;
  }

  /** A batch from the live channel (the caller then asks the replication to RESYNC). */
  receive(batch: SyncDocsPayload<unknown>): void {
    this.forgetOtherConnections();
    if (!batch.complete) {
      this.following = false;
      return;
    }
    batch.documents.forEach((doc, i) => {
      const entry = { seq: batch.seqs[i], doc: doc as unknown as Doc };
      const known = this.entries.get(entry.doc._id);
      if (!known || known.seq < entry.seq) this.entries.set(entry.doc._id, entry);
    });
    if (this.entries.size > MAX_BUFFERED) {
      this.entries.clear();
      this.following = false;
    }
  }

  /** Before a network pull: what the connection was when it was sent. */
  beginPull(): PullToken {
    return { epoch: this.clock.epoch, connected: this.clock.connected };
  }

  /** After a network pull page: a short page on an unbroken connection means "following". */
  endPull(token: PullToken, caughtUp: boolean): void {
    if (!caughtUp) return;
    if (token.connected && this.clock.connected && token.epoch === this.clock.epoch) {
      this.following = true;
      this.followingEpoch = token.epoch;
    }
  }

  /**
   * The next page past `checkpoint` from memory, or undefined when the network must answer.
   * Documents at or before the checkpoint are already on the client and are dropped.
   */
  serve(
    checkpoint: SyncCheckpoint | undefined | null,
    batchSize: number,
  ): { documents: Doc[]; checkpoint: SyncCheckpoint | undefined } | undefined {
    this.forgetOtherConnections();
    if (!this.following || this.followingEpoch !== this.clock.epoch || !this.clock.connected) {
      this.following = false;
      return undefined;
    }
    const after = checkpoint?.seq ?? -1;
    const newer: Entry<Doc>[] = [];
    for (const [id, entry] of this.entries) {
      if (entry.seq > after) newer.push(entry);
      else this.entries.delete(id);
    }
    newer.sort((a, b) => a.seq - b.seq);
    const page = newer.slice(0, batchSize);
    const last = page.at(-1);
    return {
      documents: page.map((entry) => entry.doc),
      checkpoint: last ? { id: last.doc._id, seq: last.seq } : (checkpoint ?? undefined),
    };
  }

  /** Documents heard on an earlier connection prove nothing about this one. */
  private forgetOtherConnections(): void {
    if (this.entriesEpoch === this.clock.epoch) return;
    this.entriesEpoch = this.clock.epoch;
    this.entries.clear();
    this.following = false;
  }
}
