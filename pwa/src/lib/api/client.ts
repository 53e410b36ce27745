// The one HTTP client of the PWA (docs/decisions/0001-api-under-api-on-the-pwa-origin.md):
// same-origin calls under /api with the session cookie, JSON in and out, errors turned into
// ApiError with the server's {error:{code,message,field}}. The area files call endpoints of the
// shared catalogue (callEndpoint): method and path come from the declaration the server mounts its
// route from, so neither is written twice. Spec §8: a 401 or 403 from an authenticated call signs
// the user out — the auth context registers that reaction with `setUnauthorizedHandler`.
import { API_BASE, endpointPath, type ApiErrorBody, type Endpoint } from '@hostel/shared-schema';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** A network failure (offline, server down): status 0. */
export const NETWORK_ERROR_CODE = 'network/unreachable';

export type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  query?: Query;
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /**
   * An authenticated call (default): its 401/403 signs the user out (spec §8). Sign-in, sign-up
   * and the session probe pass false, since their 401 only means "not signed in".
   */
  authenticated?: boolean;
  signal?: AbortSignal;
};

let unauthorizedHandler: ((status: number) => void) | undefined;

/** Registered by the auth context; called on a 401/403 answer to an authenticated call. */
export function setUnauthorizedHandler(handler: ((status: number) => void) | undefined) {
  unauthorizedHandler = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, authenticated = true, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      NETWORK_ERROR_CODE,
      'The server cannot be reached. Check your connection.',
    );
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    if (authenticated && (response.status === 401 || response.status === 403)) {
      unauthorizedHandler?.(response.status);
    }
    throw new ApiError(
      response.status,
      error?.code ?? `http/${response.status}`,
      error?.message ?? response.statusText ?? 'Request failed',
      error?.field,
    );
  }
  return data as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** A call of a declared endpoint: its path parameters, and the request's query, body, options. */
export type EndpointCall = RequestOptions & { params?: Readonly<Record<string, string | number>> };

/**
 * Calls an endpoint of the shared catalogue (shared-schema api/endpoints.ts): the method and the
 * path (with `params` filled in, URL-encoded) come from its declaration.
 */
export function callEndpoint<T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  { params, ...options }: EndpointCall = {},
): Promise<T> {
  return request<T>(endpoint.method, endpointPath(endpoint, params), options);
}
