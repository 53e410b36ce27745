// The replication's HTTP calls (pull, push, rejections) with the options' base URL, headers and
// fetch. Every answer updates the connection state: a network failure or 5xx means "offline",
// any answer from the server means it is reachable. Non-2xx answers throw, so RxDB retries.
// Paths come from the shared endpoint catalogue the server mounts its routes from.
import {
  API_BASE,
  ENDPOINTS,
  endpointPath,
  SYNC_PULL_ENDPOINTS,
  SYNC_PUSH_ENDPOINTS,
  SYNC_REFUSALS_IN_BODY,
  SYNC_REFUSALS_IN_BODY_HEADER,
  type SyncCheckpoint,
  type SyncCollection,
  type SyncPullResponse,
  type SyncPushAnswer,
  type SyncPushRow,
  type SyncRejection,
} from '@hostel/shared-schema';
import type { DataLayerOptions } from './options';

class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ConnectionListener = (event: { ok: boolean; error?: string; status?: number }) => void;

export class SyncHttp {
  constructor(
    private readonly options: DataLayerOptions,
    private readonly onConnection: ConnectionListener,
  ) {}

  async pull<T>(
    collection: SyncCollection,
    checkpoint: SyncCheckpoint | undefined,
    batchSize: number,
  ): Promise<SyncPullResponse<T>> {
    const query = new URLSearchParams({ batchSize: String(batchSize) });
    if (checkpoint) {
      query.set('id', checkpoint.id);
      query.set('seq', String(checkpoint.seq));
    }
    const pull = SYNC_PULL_ENDPOINTS[collection];
    const response = await this.request(`${API_BASE}${pull.path}?${query}`, {
      method: pull.method,
    });
    return (await response.json()) as SyncPullResponse<T>;
  }

  /** Pushes rows; answers the server's conflicting documents and the ids it refused. */
  async push<T>(
    collection: SyncCollection,
    rows: SyncPushRow<T>[],
  ): Promise<{ conflicts: T[]; refusedIds: string[] }> {
    const push = SYNC_PUSH_ENDPOINTS[collection];
    // The refused ids come in the body, however many: a header naming them all could outgrow
    // a proxy's buffer (the server bounds its header for clients that do not ask).
    const response = await this.request(`${API_BASE}${push.path}`, {
      method: push.method,
      body: JSON.stringify(rows),
      headers: {
        'content-type': 'application/json',
        [SYNC_REFUSALS_IN_BODY_HEADER]: SYNC_REFUSALS_IN_BODY,
      },
    });
    const answer = (await response.json()) as SyncPushAnswer<T>;
    return { conflicts: answer.conflicts as T[], refusedIds: answer.refusedIds };
  }

  async rejections(): Promise<SyncRejection[]> {
    const list = ENDPOINTS.syncRejections;
    const response = await this.request(`${API_BASE}${list.path}`, { method: list.method });
    return ((await response.json()) as { rejections: SyncRejection[] }).rejections;
  }

  async acknowledgeRejection(id?: number): Promise<void> {
    const endpoint =
      id === undefined ? ENDPOINTS.clearSyncRejections : ENDPOINTS.clearSyncRejection;
    const path = endpointPath(endpoint, id === undefined ? {} : { id });
    await this.request(`${API_BASE}${path}`, { method: endpoint.method });
  }

  private async request(path: string, init: RequestInit): Promise<Response> {
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(`${this.options.baseUrl ?? ''}${path}`, {
        ...init,
        credentials: 'same-origin',
        headers: { ...(init.headers as Record<string, string>), ...this.options.headers?.() },
      });
    } catch (error) {
      this.onConnection({ ok: false, error: `Server unreachable: ${(error as Error).message}` });
      throw error;
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let message = `${response.status} ${response.statusText}`;
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
      } catch {
        // not JSON
      }
      this.onConnection({ ok: response.status < 500, error: message, status: response.status });
      throw new SyncHttpError(response.status, message);
    }
    this.onConnection({ ok: true });
    return response;
  }
}
