// A small HTTP client for tests that keeps its own cookies, like one browser would.
export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };

type Query = Record<string, string | number | boolean | undefined>;

export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get<T = any>(path: string, query?: Query) {
    return this.request<T>('GET', path, { query });
  }
  post<T = any>(path: string, body?: unknown, query?: Query) {
    return this.request<T>('POST', path, { body, query });
  }
  put<T = any>(path: string, body?: unknown, query?: Query) {
    return this.request<T>('PUT', path, { body, query });
  }
  patch<T = any>(path: string, body?: unknown, query?: Query) {
    return this.request<T>('PATCH', path, { body, query });
  }
  delete<T = any>(path: string, query?: Query) {
    return this.request<T>('DELETE', path, { query });
  }

  /** Sends a multipart form (FormData) as-is. */
  postForm<T = any>(path: string, form: FormData) {
    return this.request<T>('POST', path, { form });
  }

  async request<T>(
    method: string,
    path: string,
    {
      body,
      query,
      form,
      headers: extra,
    }: { body?: unknown; query?: Query; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...extra };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let payload: string | FormData | undefined;
    if (form) payload = form;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  private storeCookie(line: string): void {
    const [pair, ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attr) =>
      /max-age=0|expires=thu, 01 jan 1970/i.test(attr.trim()),
    );
    if (!value || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
