// The shape of one entry of the endpoint catalogue (api/endpoints.ts): method, path under /api,
// who may call it, the zod schemas of its input and of its successful answer. Declarative only.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, a signed-in user (any role), or an admin. */
export type EndpointAccess = 'public' | 'user' | 'admin';

export type Endpoint = {
  method: HttpMethod;
  /** Under `/api` (API_BASE); path parameters as `{name}`, like spec §7. */
  path: string;
  access: EndpointAccess;
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
