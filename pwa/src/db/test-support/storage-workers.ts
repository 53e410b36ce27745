// Node-test stand-ins for the browser's storage worker (storage-worker.ts) and its Web Locks, to
// end a worker at a chosen moment. A TestStorageWorker answers RxDB's remote-storage calls as the
// real one does (one exposure per connection, a call on a closed instance answered with an
// error, the life lock of worker-life.ts), over structured-cloned messages delivered a task later
// (as postMessage does). `end()` ends it as the browser does: it takes and sends nothing more
// (what it sent before still arrives), and its life lock is released. `endAt` ends it at the
// first message a test picks (a call on its way to it, or its answer on the way back). Every
// worker of a test gets a memory-mapped storage of its own over one fake IndexedDB: a new worker
// knows only what was committed.
import { IDBFactory } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import {
  createErrorAnswer,
  exposeRxStorageRemote,
  getRxStorageRemote,
  type MessageFromRemote,
  type MessageToRemote,
} from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import { getRxStorageMemoryMapped } from '../memory-mapped';
import { revivingChannel, type WorkerLink } from '../reviving-channel';
import { isLifeAsk, lifeTeller, type LifeLocks } from '../worker-life';

/** The Web Locks API's exclusive locks, within one process (Node has none). */
export class TestLocks implements LifeLocks {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, (() => void)[]>();

  async request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown>,
  ): Promise<unknown> {
    await this.acquire(name, options.signal);
    try {
      return await callback();
    } finally {
      const next = this.queues.get(name)?.shift();
      if (next) next();
      else this.held.delete(name);
    }
  }

  private acquire(name: string, signal: AbortSignal | undefined): Promise<void> {
    const aborted = () => new DOMException('The request was aborted.', 'AbortError');
    if (signal?.aborted) return Promise.reject(aborted());
    if (!this.held.has(name)) {
      this.held.add(name);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const grant = () => {
        signal?.removeEventListener('abort', withdraw);
        resolve();
      };
      const withdraw = () => {
        queue.splice(queue.indexOf(grant), 1);
        reject(aborted());
      };
      signal?.addEventListener('abort', withdraw, { once: true });
      queue.push(grant);
    });
  }
}

type Direction = 'to-worker' | 'to-page';
type Handler = ((event: MessageEvent) => void) | null;

export class TestStorageWorker implements WorkerLink {
  alive = true;
  /** Messages the worker received and answered, by method (what it did before it ended). */
  readonly received: string[] = [];
  private endAtMessage?: (message: MessageToRemote & MessageFromRemote, way: Direction) => boolean;
  private readonly lifeEnds: () => void;
  private workerSide: Handler = null;
  readonly port: WorkerLink['port'];

  constructor(storage: RxStorage<unknown, unknown>, locks: LifeLocks) {
    let endLife!: () => void;
    const tellLife = lifeTeller(locks, new Promise<void>((resolve) => (endLife = resolve)));
    this.lifeEnds = endLife;
    const page = { onmessage: null as Handler };
    this.port = {
      postMessage: (message) => this.deliver(message, 'to-worker', () => this.workerSide),
      get onmessage() {
        return page.onmessage;
      },
      set onmessage(handler) {
        page.onmessage = handler;
      },
    };
    const endpoint = {
      postMessage: (message: unknown) => this.deliver(message, 'to-page', () => page.onmessage),
    };
    this.serve(endpoint, storage, tellLife);
  }

  /** Ends the worker when `pick` first matches a message (sent to it, or by it). */
  endAt(pick: (message: MessageToRemote & MessageFromRemote, way: Direction) => boolean): void {
    this.endAtMessage = pick;
  }

  end(): void {
    if (!this.alive) return;
    this.alive = false;
    this.lifeEnds();
  }

  private deliver(message: unknown, way: Direction, to: () => Handler): void {
    if (!this.alive) return;
    const copy = structuredClone(message) as MessageToRemote & MessageFromRemote;
    if (this.endAtMessage?.(copy, way)) {
      this.end();
      return;
    }
    // What the worker posted before it ended still arrives; what it had not yet taken never does.
    setImmediate(() => {
      if (way === 'to-page' || this.alive) to()?.({ data: copy } as MessageEvent);
    });
  }

  /** storage-worker.ts's serve(), without the tab leases and the metadata filter. */
  private serve(
    endpoint: { postMessage(message: unknown): void },
    storage: RxStorage<unknown, unknown>,
    tellLife: ReturnType<typeof lifeTeller>,
  ): void {
    const connections = new Map<string, Subject<MessageToRemote>>();
    this.workerSide = ({ data: message }: MessageEvent) => {
      if (isLifeAsk(message)) return void tellLife(endpoint);
      const call = message as MessageToRemote;
      this.received.push(call.method);
      let route = connections.get(call.connectionId);
      if (!route && call.method !== 'create') {
        endpoint.postMessage(createErrorAnswer(call, new Error('storage instance closed')));
        return;
      }
      if (!route) {
        route = new Subject<MessageToRemote>();
        connections.set(call.connectionId, route);
        exposeRxStorageRemote({
          storage,
          messages$: route.asObservable(),
          send: (answer) => endpoint.postMessage(answer),
        });
      }
      route.next(call);
    };
  }
}

let storages = 0;

/**
 * RxDB's remote storage on test workers: the first started at once, the next ones as the
 * channel asks (`arm` sees each as it starts; `refuse` makes the next start fail).
 */
export function testWorkers({ arm }: { arm?: (worker: TestStorageWorker) => void } = {}) {
  const factory = new IDBFactory();
  const locks = new TestLocks();
  const started: TestStorageWorker[] = [];
  let refusals = 0;
  const start = (): Promise<TestStorageWorker> => {
    if (refusals > 0) {
      refusals -= 1;
      return Promise.reject(new Error('the worker did not start'));
    }
    const worker = new TestStorageWorker(
      getRxStorageMemoryMapped({ indexedDB: factory }) as RxStorage<unknown, unknown>,
      locks,
    );
    started.push(worker);
    arm?.(worker);
    return Promise.resolve(worker);
  };
  storages += 1;
  const storage = getRxStorageRemote({
    identifier: `test-workers-${storages}`,
    mode: 'storage',
    messageChannelCreator: async () => revivingChannel({ first: await start(), start, locks }),
  }) as RxStorage<unknown, unknown>;
  return {
    storage,
    factory,
    started,
    /** The worker in use now. */
    current: () => started.at(-1)!,
    refuseNextStart: () => (refusals += 1),
  };
}
