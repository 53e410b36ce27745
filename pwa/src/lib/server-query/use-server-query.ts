// useServerQuery / usePagedServerQuery / useServerMutation: the ONE way an online-only
// read reaches a screen, on TanStack Query. Loading, the error and its text, reload and paging
// live here; feature hooks (features/*/hooks/) name the key and the call, components only see
// the feature hook. Synced data never comes through here: it is read from RxDB (db/hooks).
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { isUnreachable, loadErrorText } from './error-text';
import { keepCopy, keptCopy } from './kept-copy';

export type ServerQuery<T> = {
  data: T | undefined;
  error: Error | undefined;
  /** The error in the product's words (loadErrorText), undefined while all is well. */
  errorText: string | undefined;
  /** True while a load (first or reload) runs. */
  loading: boolean;
  /** Loads again, keeping what is shown until the answer arrives. */
  reload: () => Promise<void>;
  /** When `data` is the last known copy kept on the device (the server cannot be reached). */
  keptAt?: number;
};

export type ServerQueryOptions = {
  /** False waits (e.g. until the signed-in user is known); reload() then does nothing. */
  enabled?: boolean;
  /**
   * True (default): while another key loads (next page, new search), the previous key's data
   * stays on screen, so tables do not flash. False: another key starts empty (a conversation
   * never shows another one's messages).
   */
  keepPrevious?: boolean;
  /**
   * The signed-in user's id: their last answer is kept on the device (kept-copy.ts) and shown,
   * with `keptAt`, while the server cannot be reached.
   */
  keepFor?: string;
};

export function useServerQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = true, keepFor }: ServerQueryOptions = {},
): ServerQuery<T> {
  const query = useQuery({
    queryKey: key,
    // The signal aborts a load nobody waits for any more (the page or search changed).
    queryFn: ({ signal }) => load(signal),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    if (enabled) await refetch();
  }, [enabled, refetch]);
  const error = query.error ?? undefined;
  const keyText = JSON.stringify(key);
  // The answer of this very key (not a previous key's, shown while this one loads) is kept.
  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  useEffect(() => {
    if (keepFor && fresh !== undefined) keepCopy(keepFor, JSON.parse(keyText) as QueryKey, fresh);
  }, [keepFor, keyText, fresh]);
  const kept =
    keepFor && error && isUnreachable(error)
      ? keptCopy<T>(keepFor, JSON.parse(keyText))
      : undefined;
  if (kept) {
    return {
      data: kept.data,
      error: undefined,
      errorText: undefined,
      loading: query.isFetching,
      reload,
      keptAt: kept.savedAt,
    };
  }
  return {
    data: query.data,
    error,
    errorText: error ? loadErrorText(error) : undefined,
    loading: query.isFetching,
    reload,
  };
}

/** Pages of TABLE_PAGE_SIZE (10) rows (spec §9): ceil(count / 10). */
function pageCountOf(count: number | undefined, size = TABLE_PAGE_SIZE): number {
  return Math.ceil((count ?? 0) / size);
}

export type PagedServerQuery<T> = ServerQuery<T> & {
  /** Zero-based page index. */
  page: number;
  setPage: (page: number) => void;
  /** Rows on every page together (the answer's count), 0 until known. */
  count: number;
  pageCount: number;
};

/**
 * A read by zero-based page. A new `key` (search text, sort) starts again at page 0; when the
 * rows of the last page are gone (the last one was deleted) it steps back a page.
 */
export function usePagedServerQuery<T>(
  key: QueryKey,
  load: (page: number, signal: AbortSignal) => Promise<T>,
  countOf: (data: T) => number,
): PagedServerQuery<T> {
  const keyText = JSON.stringify(key);
  const [state, setState] = useState({ keyText, page: 0 });
  // Page 0 for a new key at once, without a wasted load of the old page under the new key.
  const page = state.keyText === keyText ? state.page : 0;
  const setPage = useCallback((next: number) => setState({ keyText, page: next }), [keyText]);
  const query = useServerQuery([...key, page], (signal) => load(page, signal));
  const count = query.data === undefined ? 0 : countOf(query.data);
  const pageCount = pageCountOf(count);
  const hasData = query.data !== undefined;
  useEffect(() => {
    if (hasData && page > 0 && page >= pageCount) setPage(Math.max(0, pageCount - 1));
  }, [hasData, page, pageCount, setPage]);
  return { ...query, page, setPage, count, pageCount };
}

/**
 * An online-only write: `run(input)` calls the server, then reloads the reads under
 * `invalidates` (key prefixes) before it resolves, so the screen shows the write's result.
 * A failure rejects `run` and reloads nothing.
 */
export function useServerMutation<Input, Output>(
  call: (input: Input) => Promise<Output>,
  invalidates: QueryKey[] = [],
) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  return { run: mutation.mutateAsync, pending: mutation.isPending };
}
