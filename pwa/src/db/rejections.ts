// The pushes the server refused, as the signed-in user sees them: the ids refused in this tab
// (the conflict handlers take the server's document for them instead of resolving), and the
// reasons, fetched from the server's record whenever something may have changed them (a refused
// push, a reconnect, a sign-in, an acknowledgement).
import type { CollectionName } from './collections';
import type { SyncHttp } from './sync-http';
import { pendingKey, type SyncStatusStore } from './sync-status';

/** How soon to ask again for refusals the server recorded, when asking failed. */
const REJECTIONS_RETRY_MS = 3000;

export class Rejections {
  private readonly refused = new Set<string>();
  /** Which refresh answered last (see refresh). */
  private asked = 0;
  /** The server refused a push whose reason this tab has not fetched yet. */
  private owed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly http: SyncHttp,
    private readonly status: SyncStatusStore,
    /** Whether someone is signed in (nobody's refusals to fetch otherwise). */
    private readonly signedIn: () => boolean,
  ) {}

  /** The server refused these ids in a push: their reasons are fetched. */
  noteRefused(collection: CollectionName, ids: string[]): void {
    for (const id of ids) this.refused.add(pendingKey(collection, id));
    this.owed = true;
    void this.refresh();
  }

  /** Whether the server refused this document (once: the conflict handler takes it). */
  take(collection: CollectionName, id: string): boolean {
    return this.refused.delete(pendingKey(collection, id));
  }

  /** Signed out: nothing refused is kept. */
  clear(): void {
    this.refused.clear();
  }

  async acknowledge(id?: number): Promise<void> {
    await this.http.acknowledgeRejection(id);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    if (!this.signedIn() || this.closed) return;
    const asked = ++this.asked;
    clearTimeout(this.retry);
    try {
      const rejections = await this.http.rejections();
      // Several refreshes can be in flight (a reconnect and a refused push ask at once): an
      // older answer arriving last must not bring back a list without the newest refusal.
      if (asked === this.asked) {
        this.owed = false;
        this.status.update({ rejections });
      }
    } catch {
      // The server could not be asked. A push it refused is known to be waiting there: ask
      // again shortly, so the reason reaches the user without waiting for another reconnect.
      if (asked === this.asked && this.owed && !this.closed) {
        this.retry = setTimeout(() => void this.refresh(), REJECTIONS_RETRY_MS);
      }
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }
}
