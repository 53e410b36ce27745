// The engine's API over one MessagePort (a worker's): the page's requests and watches go to the
// engine as messages, its answers and stream values come back. The engine's side serves one page
// per port (serveEngine); the page's side (EngineClient) keeps what it has sent and, when the
// worker on the other end ends, takes a new one: it watches again every stream still watched and
// sends again each request not yet answered, once (writes set a state or carry their id, so a
// write applied twice is applied once); a request unanswered by two workers fails as not saved.
import { Observable, type Subscription } from 'rxjs';
import type {
  EngineAnswer,
  EngineRequest,
  EngineTransport,
  EngineWatcher,
  StreamName,
  Watched,
} from './api';

/** The page's messages. */
export type ToEngine =
  | { send: number; request: EngineRequest }
  | { watch: number; name: StreamName; args: unknown }
  | { unwatch: number };

/** The engine's messages. */
export type FromEngine =
  { answer: number; value: EngineAnswer } | { watched: number; value: Watched<unknown> };

/** One end of a channel (a MessagePort, a dedicated worker, a relay). */
export type EnginePort = {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
};

/** What a request left unanswered by two engines answers. */
export const NOT_SAVED = 'Not saved: the app was interrupted. Try again.';

const isToEngine = (data: unknown): data is ToEngine =>
  typeof data === 'object' &&
  data !== null &&
  ('send' in data || 'watch' in data || 'unwatch' in data);

/**
 * The engine's side of one page's port. `other` takes the messages that are not the API's (a
 * life ask, a tab's lease). Answers how to end the page's watches (its tab is gone).
 */
export function serveEngine(
  port: EnginePort,
  engine: { transport: EngineTransport; watcher: EngineWatcher },
  other: (message: unknown) => void = () => undefined,
): { close(): void } {
  const watches = new Map<number, Subscription>();
  let closed = false;
  const post = (message: FromEngine) => {
    if (!closed) port.postMessage(message);
  };
  port.onmessage = ({ data }: MessageEvent) => {
    if (!isToEngine(data)) return other(data);
    if ('send' in data) {
      void engine.transport(data.request).then((value) => post({ answer: data.send, value }));
    } else if ('watch' in data) {
      watches.get(data.watch)?.unsubscribe();
      watches.set(
        data.watch,
        engine
          .watcher(data.name, data.args as never)
          .subscribe((value) => post({ watched: data.watch, value })),
      );
    } else {
      watches.get(data.unwatch)?.unsubscribe();
      watches.delete(data.unwatch);
    }
  };
  return {
    close: () => {
      closed = true;
      for (const watch of watches.values()) watch.unsubscribe();
      watches.clear();
    },
  };
}

/** A connection to an engine: its port, and a promise settled when its worker has ended. */
export type EngineLink = { port: EnginePort; ended: Promise<void> };

type Sent = { request: EngineRequest; resolve: (answer: EngineAnswer) => void; tries: number };
type Watching = { name: StreamName; args: unknown; next: (value: Watched<unknown>) => void };

/** The page's side: the transport and the watcher of engine/send.ts and engine/watch.ts. */
export class EngineClient {
  private link: Promise<EngineLink>;
  private nextId = 1;
  private readonly sent = new Map<number, Sent>();
  private readonly watching = new Map<number, Watching>();

  constructor(
    private readonly connect: () => Promise<EngineLink>,
    private readonly onRestart: () => void = () => undefined,
  ) {
    this.link = this.open();
  }

  private open(): Promise<EngineLink> {
    const link = this.connect();
    void link.then(
      ({ port, ended }) => {
        port.onmessage = ({ data }: MessageEvent<FromEngine>) => this.receive(data);
        void ended.then(() => this.restart());
      },
      () => undefined,
    );
    return link;
  }

  private receive(data: FromEngine): void {
    if ('answer' in data) {
      const sent = this.sent.get(data.answer);
      this.sent.delete(data.answer);
      sent?.resolve(data.value);
    } else {
      this.watching.get(data.watched)?.next(data.value);
    }
  }

  private post(message: ToEngine): void {
    void this.link.then(({ port }) => port.postMessage(message)).catch(() => undefined);
  }

  /** The worker ended: a new one, the watches again, each unanswered request once more. */
  private restart(): void {
    this.onRestart();
    this.link = this.open();
    for (const [id, { name, args }] of this.watching) this.post({ watch: id, name, args });
    for (const [id, sent] of this.sent) {
      if (sent.tries >= 2) {
        this.sent.delete(id);
        sent.resolve({ ok: false, error: { message: NOT_SAVED, refused: false } });
      } else {
        sent.tries += 1;
        this.post({ send: id, request: sent.request });
      }
    }
  }

  readonly transport: EngineTransport = (request) =>
    new Promise((resolve) => {
      const id = this.nextId++;
      this.sent.set(id, { request, resolve, tries: 1 });
      this.post({ send: id, request });
    });

  readonly watcher: EngineWatcher = (name, args) =>
    new Observable((subscriber) => {
      const id = this.nextId++;
      this.watching.set(id, { name, args, next: (value) => subscriber.next(value as never) });
      this.post({ watch: id, name, args });
      return () => {
        this.watching.delete(id);
        this.post({ unwatch: id });
      };
    });
}
