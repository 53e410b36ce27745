// Calls an endpoint of the shared catalogue (shared-schema api/endpoints.ts) as a client would and
// holds the answer to its contract: a 2xx must carry one of the entry's statuses and parse with
// its response schema; anything else must parse as the error body. Records which endpoints
// answered a 2xx, so a test can check that the whole catalogue was exercised.
import {
  API_BASE,
  apiErrorBodySchema,
  ENDPOINTS,
  endpointPath,
  type Endpoint,
  type EndpointName,
} from '@hostel/shared-schema';
import { z } from 'zod';
import type { ApiClient } from './api-client';

type Query = Record<string, string | number | boolean | undefined>;

export type CallInput = {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  form?: FormData;
};

export type ContractAnswer<N extends EndpointName> =
  | { ok: true; status: number; body: z.output<(typeof ENDPOINTS)[N]['response']> }
  | { ok: false; status: number; body: unknown };

/** Names of the endpoints that answered a 2xx matching their schema. */
export const answered = new Set<EndpointName>();

/** `/meal/{id}` + `{id: 'x'}` → `/api/meal/x` (each value URL-encoded). */
function endpointUrl(endpoint: Endpoint, params: CallInput['params'] = {}): string {
  return `${API_BASE}${endpointPath(endpoint, params)}`;
}

function check(schema: z.ZodType, body: unknown, what: string): unknown {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${what} does not match its schema:\n${z.prettifyError(result.error)}\n` +
        `answer: ${JSON.stringify(body).slice(0, 600)}`,
    );
  }
  return result.data;
}

/** Sends the call; throws when the answer breaks the contract (whatever its status). */
export async function callEndpoint<N extends EndpointName>(
  client: ApiClient,
  name: N,
  input: CallInput = {},
): Promise<ContractAnswer<N>> {
  const endpoint: Endpoint = ENDPOINTS[name];
  const url = endpointUrl(endpoint, input.params);
  const { query, body, form } = input;
  const response =
    endpoint.method === 'GET'
      ? await client.get(url, query)
      : endpoint.method === 'DELETE'
        ? await client.delete(url, query)
        : form
          ? await client.postForm(url, form)
          : await client.request(endpoint.method, url, { body, query });
  const what = `${endpoint.method} ${endpoint.path} (${name}) → ${response.status}`;
  if (response.status >= 200 && response.status < 300) {
    const statuses = endpoint.status ?? [200];
    if (!statuses.includes(response.status)) {
      throw new Error(`${what}: expected a status among ${statuses.join(', ')}`);
    }
    const parsed = check(endpoint.response, response.body, what);
    answered.add(name);
    return { ok: true, status: response.status, body: parsed as never };
  }
  // Never a 500 for anything a client can send
  // (docs/decisions/0003-strict-answers-and-contract-tests.md).
  if (response.status >= 500) throw new Error(`${what}: ${JSON.stringify(response.body)}`);
  check(endpoint.errorResponse ?? apiErrorBodySchema, response.body, `${what} (error)`);
  return { ok: false, status: response.status, body: response.body };
}

/** Like callEndpoint, but the call must succeed; answers the parsed body. */
export async function expectOk<N extends EndpointName>(
  client: ApiClient,
  name: N,
  input: CallInput = {},
): Promise<z.output<(typeof ENDPOINTS)[N]['response']>> {
  const answer = await callEndpoint(client, name, input);
  if (!answer.ok) {
    throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** The call must fail with this status (its body already checked against the error schema). */
export async function expectError<N extends EndpointName>(
  client: ApiClient,
  name: N,
  status: number,
  input: CallInput = {},
): Promise<unknown> {
  const answer = await callEndpoint(client, name, input);
  if (answer.ok || answer.status !== status) {
    throw new Error(
      `${name}: expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}
