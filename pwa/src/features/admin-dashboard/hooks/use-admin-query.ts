// A server read for an admin page: loads when `key` changes (page, search, sort), keeps the last
// data while the next loads (no flash), aborts stale loads, and offers reload() after a write.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';

export type AdminQuery<T> = {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => Promise<void>;
};

export function useAdminQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  /** False to wait (e.g. until the signed-in user is known). */
  enabled = true,
) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  const current = useRef<AbortController | undefined>(undefined);

  const run = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    try {
      const next = await loadRef.current(controller.signal);
      if (controller.signal.aborted) return;
      setData(next);
      setError(undefined);
    } catch (caught) {
      if (controller.signal.aborted || (caught as Error).name === 'AbortError') return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    void run();
    return () => current.current?.abort();
  }, [key, run, enabled]);

  return { data, error, loading, reload: run } satisfies AdminQuery<T>;
}

/** Pages of TABLE_PAGE_SIZE (10) rows (spec §9): ceil(count / 10). */
export function pageCountOf(count: number | undefined, size = TABLE_PAGE_SIZE): number {
  return Math.ceil((count ?? 0) / size);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
