// When the server can be reached again. A push that fails because the server cannot be reached
// (no network, the server down or restarting) waits here instead of RxDB's fixed retry delay:
// it goes as soon as the live socket reconnects or any call answers, which on flaky Wi-Fi is
// when waiting writes should leave, and at the latest after the retry delay, as before.

/** An error that says the server could not be reached, as opposed to an answer refusing. */
export function isUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  // fetch rejects (no status) when the network or the server is down; a proxy answers 502-504
  // while the server restarts.
  return typeof status !== 'number' || status === 502 || status === 503 || status === 504;
}

export class Reachability {
  private readonly waiting = new Set<() => void>();
  private readonly onOnline = () => this.reached();
  /** Set by close(): the layer is going, and a waiting push is given up rather than sent. */
  private closed = false;

  /** `events`: the page's window or the engine's worker scope, whose 'online' event is a sign. */
  constructor(private readonly events: EventTarget | undefined = globalEvents()) {
    events?.addEventListener('online', this.onOnline);
  }

  /** The server answered, the live socket connected or the device's network came back. */
  reached(): void {
    for (const wake of [...this.waiting]) wake();
  }

  /**
   * Ends every wait. A push waiting in untilSent then fails instead of going again: its layer
   * is closing (its replications are cancelled next), and a push sent from a closing layer could
   * reach the server beside the same write sent by the layer that follows it.
   */
  close(): void {
    this.closed = true;
    this.events?.removeEventListener('online', this.onOnline);
    this.reached();
  }

  /** Resolves at the next sign of the server, or after `ms`. */
  next(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiting.add(wake);
    });
  }

  /**
   * Runs `send`, and while it fails because the server cannot be reached, runs it again at the
   * next sign of the server (at the latest after `retryMs`). Other failures, and any failure
   * once `stopped()` says so or the reachability is closed, are thrown as they come (RxDB then
   * retries on its own delay, unless its replication was cancelled).
   */
  async untilSent<T>(
    send: () => Promise<T>,
    { retryMs, stopped }: { retryMs: number; stopped: () => boolean },
  ): Promise<T> {
    for (;;) {
      try {
        return await send();
      } catch (error) {
        if (!isUnreachable(error) || stopped() || this.closed) throw error;
        await this.next(retryMs);
        if (stopped() || this.closed) throw error;
      }
    }
  }
}

function globalEvents(): EventTarget | undefined {
  return typeof self !== 'undefined' && typeof self.addEventListener === 'function'
    ? self
    : undefined;
}
