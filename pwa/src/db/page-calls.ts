// A page's storage calls as its worker relays them (storage-owner.ts): they go to wherever the
// storage is held now (this worker, or the owner in another tab), and when that place changes
// (the owner's tab closed, another worker took over) they are sent again: first the `create` of
// every instance the page has open (the new owner opens them from IndexedDB; its answer is not
// passed on, the page had one), then, once each is open there, the calls still unanswered, in
// the order the page made them. An answer reaches the page once: a call answered by the old
// owner is not sent again, and a second answer to the same call is dropped.
//
// A write the old owner had committed but whose answer was lost with it is sent again: the
// storage then refuses it as a conflict (its `previous` is no longer the stored state), so it is
// never applied twice; RxDB's writes of one document retry on a conflict.
import type { MessageFromRemote, MessageToRemote } from 'rxdb/plugins/storage-remote';
import { isTabLease, type TabLeaseMessage } from './tab-lease';

export type PageMessage = MessageToRemote | TabLeaseMessage;
/** Where the calls go now. */
export type CallRoute = { send(message: PageMessage): void };

type Connection = {
  create: MessageToRemote;
  /** Open at the current route (its `create` answered there). */
  open: boolean;
  /** The page had its answer. */
  answered: boolean;
};

export class PageCalls {
  private route?: CallRoute;
  private lease?: TabLeaseMessage;
  private readonly connections = new Map<string, Connection>();
  /** A `create` call's request id → its connection. */
  private readonly creates = new Map<string, string>();
  /** Calls not answered yet, oldest first. */
  private readonly waiting = new Map<string, MessageToRemote>();

  constructor(private readonly toPage: (message: MessageFromRemote) => void) {}

  fromPage(message: PageMessage): void {
    if (isTabLease(message)) {
      this.lease = message;
      this.route?.send(message);
      return;
    }
    if (message.method === 'create') {
      this.connections.set(message.connectionId, { create: message, open: false, answered: false });
      this.creates.set(message.requestId, message.connectionId);
      this.route?.send(message);
      return;
    }
    this.waiting.set(message.requestId, message);
    const connection = this.connections.get(message.connectionId);
    if (!connection || connection.open) this.route?.send(message);
  }

  fromStorage(message: MessageFromRemote): void {
    if (message.method === 'changeStream') {
      this.toPage(message);
      return;
    }
    const created = this.creates.get(message.answerTo);
    if (created !== undefined) {
      this.opened(created, message);
      return;
    }
    const call = this.waiting.get(message.answerTo);
    if (!call) return;
    this.waiting.delete(message.answerTo);
    if (call.method === 'close' || call.method === 'remove') this.forget(call.connectionId);
    this.toPage(message);
  }

  /** The storage is held elsewhere now: everything open and unanswered goes there. */
  switchTo(route: CallRoute): void {
    this.route = route;
    if (this.lease) route.send(this.lease);
    for (const connection of this.connections.values()) {
      connection.open = false;
      route.send(connection.create);
    }
    for (const call of this.waiting.values()) {
      if (!this.connections.has(call.connectionId)) route.send(call);
    }
  }

  private opened(connectionId: string, answer: MessageFromRemote): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    if (!connection.answered) {
      connection.answered = true;
      this.toPage(answer);
    }
    if (answer.error) {
      // Never opened (the page had the error), or no longer opens at the new owner: its calls
      // get the storage's answer for a closed instance.
      this.forget(connectionId);
    } else {
      connection.open = true;
    }
    for (const call of this.waiting.values()) {
      if (call.connectionId === connectionId) this.route?.send(call);
    }
  }

  private forget(connectionId: string): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    this.connections.delete(connectionId);
    this.creates.delete(connection.create.requestId);
  }
}
