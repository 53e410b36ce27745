// Online-only server reads and writes for feature hooks (issue 14); see use-server-query.ts.
export { createQueryClient } from './query-client';
export {
  fieldErrorOf,
  isServerAnswer,
  isUnreachable,
  LOAD_ERROR_TEXT,
  loadErrorText,
  messageOf,
} from './error-text';
export {
  pageCountOf,
  usePagedServerQuery,
  useServerMutation,
  useServerQuery,
  type PagedServerQuery,
  type ServerQuery,
  type ServerQueryOptions,
} from './use-server-query';
