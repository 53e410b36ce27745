// The page's message channel to the storage worker (worker-storage.ts), which outlives the
// worker. RxDB's remote storage sends every storage call through it and waits for the answer.
// When the worker ends (Android ends workers under memory pressure; worker-life.ts tells the
// page at once), the channel starts a new worker, opens there every storage instance the page
// had open (same connection ids, same parameters: RxDB in the page never knows), and sends again
// what was left unanswered. Queries, writes and replication carry on; nothing is reloaded.
// Reads are simply asked again. A write left unanswered may have landed or not: the new worker
// is asked, and only what did not land is written again, at most once (unanswered-write.ts);
// a write the channel cannot carry is answered "not saved" (docs/decisions/0220).
import {
  getPrimaryFieldOfPrimaryKey,
  RXDB_VERSION,
  type RxDocumentData,
  type RxJsonSchema,
} from 'rxdb';
import type {
  MessageFromRemote,
  MessageToRemote,
  RemoteMessageChannel,
} from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import { changesStayInWorker } from './meta-changes';
import { NOT_SAVED } from './not-saved';
import { announcement, sortUnanswered, type ChangeBulk, type Row } from './unanswered-write';
import { awaitLifeEnd, isLifeAnswer, type LifeAsk, type LifeLocks } from './worker-life';

/** A started storage worker, as the page holds it (storage-start.ts's StorageWorker). */
export type WorkerLink = {
  port: { postMessage(message: unknown): void; onmessage: ((event: MessageEvent) => void) | null };
  /** Lets the worker go (a dedicated one ends; a shared one loses this tab's port). */
  end(): void;
};

export type RevivingOptions = {
  /** The worker to use first (started, listening). */
  first: WorkerLink;
  /** Starts another worker; rejects when none starts. */
  start: () => Promise<WorkerLink>;
  /** The Web Locks that tell a worker's end (worker-life.ts); without them none is noticed. */
  locks: LifeLocks | undefined;
  /** Hears each restart (the browser logs it). */
  onRestart?: () => void;
};

/** A worker in use: its link, its number, and the watch on its life. */
type Attached = { link: WorkerLink; generation: number; life?: { stop(): void } };

/** A call RxDB sent and that is not answered yet. */
type Waiting = {
  message: MessageToRemote;
  /** The worker it was posted to, by number; undefined while held back for a restart. */
  postedTo?: number;
  /** A write whose missing rows were written again once (never twice). */
  retried?: boolean;
  /** A write's rows by id → revision, and the ids whose change event the page has heard. */
  revisions?: Map<string, string>;
  heard?: Set<string>;
};

type Answer = { resolve(value: unknown): void; reject(error: Error): void; generation: number };
type Doc = RxDocumentData<Record<string, unknown>>;

const STOPPED = 'the storage worker ended and no other could start';

class RevivingChannel implements RemoteMessageChannel {
  private readonly out = new Subject<MessageFromRemote>();
  readonly messages$ = this.out.asObservable();
  /** The worker in use; undefined between one's end and the next one's start. */
  private current: Attached | undefined;
  private generation = 0;
  /** The create call of every open storage instance, by connection id (to open it again). */
  private readonly opened = new Map<string, MessageToRemote>();
  private readonly waiting = new Map<string, Waiting>();
  /** Writes waiting, by connection id (their change events are noted as they come). */
  private readonly writes = new Map<string, Set<Waiting>>();
  /** The channel's own calls during a restart (not RxDB's), by request id. */
  private readonly own = new Map<string, Answer>();
  private asked = 0;
  private restarting = false;
  private readonly ended: WorkerLink[] = [];
  private closed = false;

  constructor(private readonly options: RevivingOptions) {
    this.attach(options.first);
  }

  send(message: MessageToRemote): void {
    if (this.closed) return;
    const entry: Waiting = { message };
    this.waiting.set(message.requestId, entry);
    if (message.method === 'bulkWrite') {
      let writes = this.writes.get(message.connectionId);
      if (!writes) this.writes.set(message.connectionId, (writes = new Set()));
      writes.add(entry);
    }
    if (this.restarting) return; // sent once the new worker has what the page had open
    if (this.current) this.post(entry, this.current);
    else void this.restart(); // the last start failed: this call tries again
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.current?.life?.stop();
    this.current?.link.end();
    this.current = undefined;
    this.endEnded();
    for (const answer of this.own.values()) answer.reject(new Error('channel closed'));
    this.own.clear();
    this.out.complete();
    return Promise.resolve();
  }

  private attach(link: WorkerLink): Attached {
    const attached: Attached = { link, generation: ++this.generation };
    link.port.onmessage = (event: MessageEvent) => this.receive(attached, event.data);
    if (this.options.locks) link.port.postMessage({ storageWorkerLife: 'ask' } satisfies LifeAsk);
    this.current = attached;
    return attached;
  }

  private post(entry: Waiting, attached: Attached): void {
    entry.postedTo = attached.generation;
    attached.link.port.postMessage(entry.message);
  }

  private receive(from: Attached, data: unknown): void {
    if (isLifeAnswer(data)) {
      const { locks } = this.options;
      if (data.storageWorkerLife && locks && from === this.current && !this.closed) {
        from.life = awaitLifeEnd(locks, data.storageWorkerLife, () => this.workerEnded(from));
      }
      return;
    }
    const message = data as MessageFromRemote;
    if (message.method === 'changeStream') {
      this.noteHeard(message);
      this.out.next(message);
      return;
    }
    const own = this.own.get(message.answerTo);
    if (own) {
      this.own.delete(message.answerTo);
      if (message.error) own.reject(new Error(message.error.message));
      else own.resolve(message.return);
      return;
    }
    // A late answer of an ended worker to a call already answered again: dropped.
    const entry = this.waiting.get(message.answerTo);
    if (entry) this.settle(entry, message);
  }

  /** Hands RxDB its answer; keeps track of what is open. */
  private settle(entry: Waiting, answer: MessageFromRemote): void {
    const { requestId, connectionId, method } = entry.message;
    if (!this.waiting.delete(requestId)) return;
    if (method === 'create' && !answer.error) this.opened.set(connectionId, entry.message);
    if (method === 'close' || method === 'remove') this.opened.delete(connectionId);
    const writes = this.writes.get(connectionId);
    if (writes?.delete(entry) && writes.size === 0) this.writes.delete(connectionId);
    this.out.next(answer);
  }

  /** Notes which rows of the writes waiting on this connection the page has heard of. */
  private noteHeard(message: MessageFromRemote): void {
    const writes = this.writes.get(message.connectionId);
    if (!writes) return;
    const bulk = message.return as ChangeBulk;
    for (const entry of writes) {
      const revisions = (entry.revisions ??= this.revisionsOf(entry));
      for (const event of bulk.events) {
        if (revisions.get(event.documentId) === event.documentData._rev) {
          (entry.heard ??= new Set()).add(event.documentId);
        }
      }
    }
  }

  private revisionsOf(entry: Waiting): Map<string, string> {
    const primary = this.primaryOf(entry.message.connectionId);
    const [rows] = entry.message.params as [Row[]];
    return new Map(
      primary ? rows.map((row) => [row.document[primary] as string, row.document._rev]) : [],
    );
  }

  private primaryOf(connectionId: string): string | undefined {
    const params = this.opened.get(connectionId)?.params as
      { schema: RxJsonSchema<Doc> } | undefined;
    return params && getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
  }

  private workerEnded(attached: Attached): void {
    if (this.closed || attached !== this.current) return;
    this.current = undefined;
    this.ended.push(attached.link);
    for (const [requestId, answer] of this.own) {
      if (answer.generation !== attached.generation) continue;
      this.own.delete(requestId);
      answer.reject(new Error('the storage worker ended'));
    }
    void this.restart();
  }

  /** Starts workers until one has taken over everything, or none starts. */
  private async restart(): Promise<void> {
    if (this.restarting || this.closed) return;
    this.restarting = true;
    this.options.onRestart?.();
    let started: boolean;
    try {
      started = await this.startAndTakeOver();
    } finally {
      this.restarting = false;
      this.endEnded();
    }
    if (this.closed) return;
    // The new worker ended in the last moment: another start.
    if (!this.current) {
      if (started) void this.restart();
      return;
    }
    // Calls RxDB made in the last moment.
    for (const entry of this.waiting.values()) {
      if (entry.postedTo === undefined) this.post(entry, this.current);
    }
  }

  /** False when no worker would start (every waiting call is then answered with an error). */
  private async startAndTakeOver(): Promise<boolean> {
    for (;;) {
      if (this.closed) return true;
      let attached = this.current;
      if (!attached) {
        let link: WorkerLink;
        try {
          link = await this.options.start();
        } catch {
          this.answerAll();
          return false;
        }
        if (this.closed) {
          link.end();
          return true;
        }
        attached = this.attach(link);
      }
      if (await this.takeOver(attached)) return true;
    }
  }

  /**
   * Opens on the new worker what the page had open, then sends what is unanswered, in order.
   * False when that worker ended meanwhile (the next one starts over).
   */
  private async takeOver(attached: Attached): Promise<boolean> {
    const alive = () => this.current === attached && !this.closed;
    await Promise.allSettled(
      [...this.opened.values()].map((create) =>
        this.ask(attached, create.connectionId, 'create', create.params, create.version),
      ),
    );
    // The map's iteration also visits calls RxDB makes while this runs.
    for (const entry of this.waiting.values()) {
      if (!alive()) return false;
      if (entry.postedTo === attached.generation) continue;
      const { method } = entry.message;
      if (entry.postedTo === undefined) this.post(entry, attached);
      // The instance is closed now: the new worker never opened it.
      else if (method === 'close') this.answer(entry, { return: null });
      else if (method === 'bulkWrite') await this.carryWrite(entry, attached);
      else this.post(entry, attached);
    }
    return alive();
  }

  /** A write the ended worker did not answer: rows that did not land are written once more. */
  private async carryWrite(entry: Waiting, attached: Attached): Promise<void> {
    const alive = () => this.current === attached && !this.closed;
    const { connectionId, params } = entry.message;
    const [rows, context] = params as [Row[], string];
    const primary = this.primaryOf(connectionId);
    if (!primary) return this.post(entry, attached); // not open: the worker says so
    let stored: Doc[];
    try {
      const ids = rows.map((row) => row.document[primary] as string);
      stored = (await this.ask(attached, connectionId, 'findDocumentsById', [ids, true])) as Doc[];
    } catch {
      if (alive()) this.answer(entry, { error: NOT_SAVED });
      return; // else the next worker looks again
    }
    const { landed, missing } = sortUnanswered(rows, stored, primary);
    let error: unknown[] = [];
    if (missing.length > 0) {
      if (entry.retried) return this.answer(entry, { error: NOT_SAVED });
      entry.retried = true;
      try {
        const written = await this.ask(attached, connectionId, 'bulkWrite', [missing, context]);
        error = (written as { error: unknown[] }).error;
      } catch {
        // The worker ended in the retry: the next one looks again, and never writes again.
        if (alive()) this.answer(entry, { error: NOT_SAVED });
        return;
      }
    }
    if (!this.waiting.has(entry.message.requestId)) return; // the ended worker answered late
    const create = this.opened.get(connectionId);
    const announced = create && !changesStayInWorker(create.params);
    const bulk = announced
      ? announcement(
          landed,
          entry.heard ?? new Set(),
          primary,
          context,
          `carried|${entry.message.requestId}`,
        )
      : undefined;
    if (bulk) {
      this.out.next({
        connectionId,
        answerTo: 'changestream',
        method: 'changeStream',
        return: bulk,
      });
    }
    this.answer(entry, { return: { error } });
  }

  private answer(entry: Waiting, outcome: { return?: unknown; error?: string }): void {
    const { connectionId, requestId, method } = entry.message;
    this.settle(entry, {
      connectionId,
      answerTo: requestId,
      method,
      ...(outcome.error === undefined
        ? { return: outcome.return }
        : { error: { name: 'Error', message: outcome.error } }),
    });
  }

  /** No worker starts: every waiting call is answered with an error rather than never. */
  private answerAll(): void {
    for (const entry of [...this.waiting.values()]) {
      this.answer(entry, { error: entry.message.method === 'bulkWrite' ? NOT_SAVED : STOPPED });
    }
  }

  /** A call of the channel's own to a worker (a restart's re-open and write checks). */
  private ask(
    attached: Attached,
    connectionId: string,
    method: MessageToRemote['method'],
    params: unknown,
    version = RXDB_VERSION,
  ): Promise<unknown> {
    const requestId = `restart|${++this.asked}`;
    return new Promise((resolve, reject) => {
      this.own.set(requestId, { resolve, reject, generation: attached.generation });
      attached.link.port.postMessage({
        connectionId,
        requestId,
        method,
        params,
        version,
      } satisfies MessageToRemote);
    });
  }

  /** Lets go of ended workers (a shared one's port and this tab's lease on it). */
  private endEnded(): void {
    for (const link of this.ended.splice(0)) link.end();
  }
}

/** A channel to the storage worker that starts a new one when it ends. */
export function revivingChannel(options: RevivingOptions): RemoteMessageChannel {
  return new RevivingChannel(options);
}
