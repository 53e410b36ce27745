// Who is online for 'get-users', kept incrementally and announced debounced. Each registration
// or departure only marks whose view changed; a flush (at most one per DEBOUNCE_MS) sends one
// list to the admins' room and, to each resident whose view changed, the admins plus themself.
// The former way built a filtered list for every socket on every 'new-user-add': one account
// with 200 sockets and 100 events took the server from 154 MB to 961 MB.
// With several instances (the Redis adapter), who is online is read at each flush from every
// instance's sockets (io.fetchSockets: their 'online' name travels in socket.data), so an admin
// on one instance sees the residents connected to another.
import type { Server as SocketServer } from 'socket.io';
import { ADMIN_CHAT_LABEL, SOCKET_EVENTS, type OnlineUser } from '@hostel/shared-schema';
import { ROOMS, type SocketData } from './socket-session';
import { processLog } from '../telemetry/log-context';

const DEBOUNCE_MS = 100;

export class OnlineList {
  /** Registered sockets by name ('admin' or a resident's e-mail). */
  private byName = new Map<string, Set<string>>();
  private nameOf = new Map<string, string>();
  private changed = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `shared`: several instances share the rooms, so the list is read from all of them. */
  constructor(
    private readonly io: SocketServer,
    private readonly shared = false,
  ) {}

  /** A socket registered (or re-registered) under `name`. */
  set(socketId: string, name: string): void {
    const previous = this.nameOf.get(socketId);
    if (previous === name) return this.markChanged(name); // it asked again: answer it again
    if (previous !== undefined) this.remove(socketId);
    this.nameOf.set(socketId, name);
    const sockets = this.byName.get(name) ?? new Set<string>();
    sockets.add(socketId);
    this.byName.set(name, sockets);
    this.markChanged(name);
  }

  remove(socketId: string): void {
    const name = this.nameOf.get(socketId);
    if (name === undefined) return;
    this.nameOf.delete(socketId);
    const sockets = this.byName.get(name);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.byName.delete(name);
    this.markChanged(name);
  }

  close(): void {
    clearTimeout(this.timer);
  }

  private markChanged(name: string): void {
    this.changed.add(name);
    this.timer ??= setTimeout(() => this.flush(), DEBOUNCE_MS);
  }

  /** Registered sockets by name: this instance's, or every instance's when shared. */
  private async everyone(): Promise<Map<string, Set<string>>> {
    if (!this.shared) return this.byName;
    const byName = new Map<string, Set<string>>();
    for (const socket of await this.io.fetchSockets()) {
      const name = (socket.data as SocketData).online;
      if (name === undefined) continue;
      byName.set(name, (byName.get(name) ?? new Set()).add(socket.id));
    }
    return byName;
  }

  private flush(): void {
    this.timer = undefined;
    const changed = this.changed;
    this.changed = new Set();
    this.everyone().then(
      (byName) => this.announce(byName, changed),
      (error: unknown) =>
        processLog().error({ err: error }, 'online list: could not read the sockets'),
    );
  }

  private announce(byName: Map<string, Set<string>>, changed: Set<string>): void {
    const entriesOf = (name: string): OnlineUser[] =>
      [...(byName.get(name) ?? [])].map((socketId) => ({ userId: name, socketId }));
    const all = [...byName].flatMap(([name]) => entriesOf(name));
    this.io.to(ROOMS.admins).emit(SOCKET_EVENTS.getUsers, all);
    // Residents see the admins and themself: a change among admins concerns every resident
    // online, a resident's own change only that resident.
    const admins = entriesOf(ADMIN_CHAT_LABEL);
    const residents = changed.has(ADMIN_CHAT_LABEL) ? [...byName.keys()] : [...changed];
    for (const name of residents) {
      if (name === ADMIN_CHAT_LABEL) continue;
      this.io
        .to(ROOMS.user(name))
        .except(ROOMS.admins)
        .emit(SOCKET_EVENTS.getUsers, [...admins, ...entriesOf(name)]);
    }
  }
}
