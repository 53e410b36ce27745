// useAsync: run a promise-returning read when its key changes and expose {data, error, loading,
// reload}. Feature hooks that read over REST use it until their data moves to RxDB; a stale
// answer (the key changed meanwhile) is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
};

export function useAsync<T>(load: (() => Promise<T>) | null, key: string): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(load !== null);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const current = loadRef.current;
    if (!current) {
      setLoading(false);
      return;
    }
    let stale = false;
    setLoading(true);
    setError(undefined);
    current().then(
      (value) => {
        if (stale) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (stale) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      stale = true;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { data, error, loading, reload };
}
