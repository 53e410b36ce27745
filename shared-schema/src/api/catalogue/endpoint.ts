// The shape of one entry of the endpoint catalogue (api/endpoints.ts): method, path under /api,
// who may call it, the zod schemas of its input and of its successful answer. Declarative only:
// the server mounts its routes from these entries (sync-server http/mount-endpoint.ts) and the
// PWA builds its calls from them (pwa lib/api/client.ts), so a path or method is written once.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, a signed-in user (any role), or an admin. */
export type EndpointAccess = 'public' | 'user' | 'admin';

/**
 * Only the owner of an account may call: the `email` field of the named input must be the
 * caller's own (403 otherwise), or, with `orAdmin`, the caller may be an admin. Checked right
 * after that input is parsed, so a bad input answers 400 before a foreign email answers 403.
 */
export type EndpointOwner = { emailIn: 'params' | 'query' | 'body'; orAdmin?: true };

export type Endpoint = {
  method: HttpMethod;
  /** Under `/api` (API_BASE); path parameters as `{name}`, like spec §7. */
  path: string;
  access: EndpointAccess;
  /** With access 'user' (or 'admin'): the caller must also own the account named by `email`. */
  owner?: EndpointOwner;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body (or, with `form`, the text fields of a multipart body). */
  body?: z.ZodType;
  /** A multipart body carrying an image file in this field. */
  form?: 'image';
  /** The 2xx answer. Error answers are `apiErrorBodySchema` unless `errorResponse` says so. */
  response: z.ZodType;
  /** The success statuses (200 when absent). */
  status?: readonly number[];
  /** Refusals that are not the API's error body (the test card processor answers like Stripe). */
  errorResponse?: z.ZodType;
  /** Mounted only under this configuration. */
  when?: string;
};

/** Checks an area's table while keeping its literal keys and schema types. */
export const endpoints = <T extends Record<string, Endpoint>>(table: T): T => table;

/** `/meal/{id}` + `{id: 'x'}` → `/meal/x` (each value URL-encoded; a missing value throws). */
export function endpointPath(
  endpoint: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
