// Counting failed queries (the metrics' database errors) through Kysely's log option.
import type { LogEvent } from 'kysely';
import { isUniqueViolation } from './unique-violation';

/** Told of each query that failed for a reason other than a unique violation (answered 409). */
export type QueryErrorListener = (error: unknown) => void;

/** Kysely's log option calling `onQueryError` for failed queries. */
export function queryErrorLog(onQueryError?: QueryErrorListener) {
  if (!onQueryError) return undefined;
  return (event: LogEvent) => {
    if (event.level === 'error' && !isUniqueViolation(event.error)) onQueryError(event.error);
  };
}
