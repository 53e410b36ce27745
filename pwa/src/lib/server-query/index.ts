// Online-only server reads and writes for feature hooks; see use-server-query.ts.
export { createQueryClient } from './query-client';
export {
  fieldErrorOf,
  isServerAnswer,
  isUnreachable,
  loadErrorText,
  messageOf,
} from './error-text';
export { forgetKeptCopies } from './kept-copy';
export {
  usePagedServerQuery,
  useServerMutation,
  useServerQuery,
  type ServerQuery,
} from './use-server-query';
