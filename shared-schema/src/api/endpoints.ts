// The endpoint catalogue: every call of spec §7 and our own /auth/*, /upload, /test-payments/*
// and /sync/* — method, path under /api, access, and the zod schemas of input and answer — one
// table the server's contract tests and the PWA's client both read. Declarative: no fetch code.
import { SESSION_ENDPOINTS } from './catalogue/session';
import { MEAL_ENDPOINTS } from './catalogue/meals';
import { LIKE_ENDPOINTS, REVIEW_ENDPOINTS } from './catalogue/likes-reviews';
import { PAYMENT_ENDPOINTS, REQUESTED_MEAL_ENDPOINTS } from './catalogue/requests-payments';
import { ADMIN_ENDPOINTS, CHAT_ENDPOINTS } from './catalogue/admin-chat';
import { SYNC_ENDPOINTS } from './catalogue/sync';
import { PROVIDER_ENDPOINTS } from './catalogue/providers';
import { MENU_ENDPOINTS } from './catalogue/menu';
import { DIETARY_ENDPOINTS } from './catalogue/dietary';
import { PUSH_ENDPOINTS } from './catalogue/push';
import { COVER_ENDPOINTS } from './catalogue/covers';
import { PASSWORD_RESET_ENDPOINTS } from './catalogue/password-reset';
import { MEAL_PASS_ENDPOINTS } from './catalogue/meal-pass';
import { endpoints } from './catalogue/endpoint';

export type { Endpoint, EndpointAccess, EndpointOwner, HttpMethod } from './catalogue/endpoint';
export { endpointPath } from './catalogue/endpoint';
export { SYNC_PULL_ENDPOINTS, SYNC_PUSH_ENDPOINTS } from './catalogue/sync';

export const ENDPOINTS = endpoints({
  ...SESSION_ENDPOINTS,
  ...MEAL_ENDPOINTS,
  ...LIKE_ENDPOINTS,
  ...REVIEW_ENDPOINTS,
  ...REQUESTED_MEAL_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...SYNC_ENDPOINTS,
  ...PROVIDER_ENDPOINTS,
  ...MENU_ENDPOINTS,
  ...DIETARY_ENDPOINTS,
  ...PUSH_ENDPOINTS,
  ...COVER_ENDPOINTS,
  ...PASSWORD_RESET_ENDPOINTS,
  ...MEAL_PASS_ENDPOINTS,
});
export type EndpointName = keyof typeof ENDPOINTS;

/**
 * The areas holding spec §7's calls (with our own /auth/*, /upload and /test-payments/* beside
 * them): what the spec's client calls, checked by the "'' means not given" tests.
 * Replication and later features' areas are not listed here.
 */
export const SPEC_AREAS: readonly Readonly<Record<string, unknown>>[] = [
  SESSION_ENDPOINTS,
  MEAL_ENDPOINTS,
  LIKE_ENDPOINTS,
  REVIEW_ENDPOINTS,
  REQUESTED_MEAL_ENDPOINTS,
  PAYMENT_ENDPOINTS,
  ADMIN_ENDPOINTS,
  CHAT_ENDPOINTS,
];
/** The names of the catalogue entries in SPEC_AREAS. */
export const SPEC_ENDPOINT_NAMES = SPEC_AREAS.flatMap((area) =>
  Object.keys(area),
) as EndpointName[];
