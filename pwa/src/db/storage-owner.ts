// One storage per origin where the browser has no SharedWorker (storage-start.ts, role 'owner').
// Every tab starts its own dedicated storage worker, and every such worker asks for one Web Lock
// (OWNER_LOCK). The worker holding it is the owner: it opens the memory-mapped storage and
// serves its own page and every other tab (storage-serve.ts). The others are relays: they carry
// their page's storage calls to the owner over a BroadcastChannel and its answers and change
// events back (page-calls.ts). A write in any tab goes through the one storage, so every tab
// sees it, as with the SharedWorker.
//
// When the owner's tab closes, the browser ends its worker and gives the lock to the next
// worker waiting (the collections' own locks, collection-lock.ts, pass with it). The new owner
// announces itself; every relay sends it again what its page has open, then what is still
// unanswered. A gone relay's instances are closed by its tab lease (tab-lease.ts), as the
// SharedWorker closes a gone tab's.
//
// Channels: relays → owner on REQUESTS ({to, from, message}; the owner takes only what is
// addressed to it), owner → one relay on `to-tab:<id>`, and OWNERS for "who owns now" ({owner}
// announced at each takeover, and asked for by a relay that starts: {ask}).
import type { MessageFromRemote } from 'rxdb/plugins/storage-remote';
import type { RxStorage } from 'rxdb';
import { PageCalls, type PageMessage } from './page-calls';
import { serve, tellLife, type Endpoint } from './storage-serve';
import { isTabLease, whenTabGone } from './tab-lease';
import { isLifeAsk } from './worker-life';

export const OWNER_LOCK = 'hostel-storage-owner';
const REQUESTS = 'hostel-storage:to-owner';
const OWNERS = 'hostel-storage:owner';
const toTab = (id: string) => `hostel-storage:to-tab:${id}`;

type Request = { to: string; from: string; message: PageMessage };
type Answer = { from: string; message: MessageFromRemote };
type OwnerNotice = { owner: string } | { ask: true };

/** An endpoint whose other side is this worker's code itself (no message crosses a thread). */
function localEndpoint(toPage: (message: MessageFromRemote) => void) {
  const endpoint: Endpoint = {
    onmessage: null,
    postMessage: (message) => toPage(message as MessageFromRemote),
  };
  return {
    endpoint,
    send: (message: PageMessage) => endpoint.onmessage?.({ data: message } as MessageEvent<never>),
  };
}

/** The owner's side of the other tabs: one served endpoint per relay. */
function serveRelays(
  id: string,
  storage: RxStorage<unknown, unknown>,
  requests: BroadcastChannel,
  owners: BroadcastChannel,
) {
  const tabs = new Map<string, (message: PageMessage) => void>();
  const open = (tab: string) => {
    const channel = new BroadcastChannel(toTab(tab));
    let gone = false;
    const endpoint: Endpoint = {
      onmessage: null,
      postMessage: (message) => {
        if (!gone) channel.postMessage({ from: id, message } as Answer);
      },
    };
    serve(endpoint, storage);
    const deliver = (message: PageMessage) => {
      endpoint.onmessage?.({ data: message } as MessageEvent<never>);
      // Asked after serve's own request, so granted after it has closed what the tab left open.
      if (isTabLease(message)) {
        whenTabGone(message, () => {
          gone = true;
          tabs.delete(tab);
          channel.close();
        });
      }
    };
    tabs.set(tab, deliver);
    return deliver;
  };
  requests.onmessage = ({ data }: MessageEvent<Request | { ask: true }>) => {
    if ('ask' in data) owners.postMessage({ owner: id } satisfies OwnerNotice);
    else if (data.to === id) (tabs.get(data.from) ?? open(data.from))(data.message);
  };
}

/** Runs a dedicated storage worker: the owner if it gets the lock, a relay until then. */
export function ownOrRelay(page: Endpoint, storage: RxStorage<unknown, unknown>): void {
  const id = crypto.randomUUID();
  const calls = new PageCalls((message) => page.postMessage(message));
  // The page watches this worker's life (worker-life.ts), not the owner's: a relay answers itself.
  page.onmessage = ({ data }) => {
    if (isLifeAsk(data)) void tellLife(page);
    else calls.fromPage(data as PageMessage);
  };

  let owner: string | undefined;
  const requests = new BroadcastChannel(REQUESTS);
  const owners = new BroadcastChannel(OWNERS);
  const answers = new BroadcastChannel(toTab(id));
  answers.onmessage = ({ data }: MessageEvent<Answer>) => {
    if (data.from === owner) calls.fromStorage(data.message);
  };
  owners.onmessage = ({ data }: MessageEvent<OwnerNotice>) => {
    if (!('owner' in data) || data.owner === owner || owner === id) return;
    const to = data.owner;
    owner = to;
    calls.switchTo({
      send: (message) => requests.postMessage({ to, from: id, message } satisfies Request),
    });
  };
  requests.postMessage({ ask: true } satisfies OwnerNotice);

  const locks = navigator.locks as LockManager | undefined;
  const own = () => {
    owner = id;
    const local = localEndpoint((message) => calls.fromStorage(message));
    serve(local.endpoint, storage);
    calls.switchTo({ send: local.send });
    serveRelays(id, storage, requests, owners);
    owners.postMessage({ owner: id } satisfies OwnerNotice);
    // Held for the worker's life: the browser lets it go when the tab (and its worker) ends.
    return new Promise<never>(() => undefined);
  };
  // The page starts this role only where Web Locks exist (storage-choice.ts).
  if (locks) void locks.request(OWNER_LOCK, own);
  // Tells the page the worker listens (a worker that fails to load never says it).
  page.postMessage({ ready: true });
}
