// manage-users and serve-meals (spec §7): users and meal requests searched by name or e-mail, 10
// a page, a resident's servings, and the Make Admin / Serve writes. Each write waits the spec's spinner time first
// (TIMINGS), then reloads the table before it resolves.
import { TIMINGS } from '@hostel/shared-schema';
import { adminApi, authApi } from '../../../lib/api';
import { usePagedServerQuery, useServerMutation, useServerQuery } from '../../../lib/server-query';

const USERS = ['admin', 'users'] as const;
const REQUESTS = ['admin', 'requested-meals'] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `search` is the trimmed, debounced text; a new search starts at page 0. */
export function useAdminUsers(search: string) {
  return usePagedServerQuery(
    [...USERS, search],
    (page, signal) => adminApi.users(search, page, signal),
    (data) => data.count,
  );
}

/** One resident's latest servings at the counters: loaded only while their sheet is open. */
export function useResidentServings(email: string | undefined) {
  return useServerQuery(
    [...USERS, 'servings', email ?? ''],
    (signal) => adminApi.residentServings(email ?? '', signal),
    { enabled: email !== undefined, keepPrevious: false },
  );
}

export function useMakeAdmin() {
  return useServerMutation(
    async (email: string) => {
      await sleep(TIMINGS.makeAdminSpinnerMs);
      return adminApi.makeAdmin(email);
    },
    [USERS],
  );
}

export function useRequestedMeals(search: string) {
  return usePagedServerQuery(
    [...REQUESTS, search],
    (page, signal) => adminApi.requestedMeals(search, page, signal),
    (data) => data.count,
  );
}

/** Resolves to true when the request was already delivered (nothing changed). */
export function useServeMeal() {
  return useServerMutation(
    async (id: string) => {
      await sleep(TIMINGS.serveAndRequestDelayMs);
      const answer = await adminApi.serve(id);
      return 'delivered' in answer && answer.delivered === true;
    },
    [REQUESTS],
  );
}

/** A one-time password-reset link for a resident (when the hostel sends no e-mail). */
export function useIssueResetLink() {
  return useServerMutation((email: string) => authApi.issueResetLink(email), []);
}
