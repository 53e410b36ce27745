// The one server-read hook through a real TanStack Query client set up like the
// app's: loading, the error text, reload, paging (new key → page 0, step back after the last
// row is gone) and a write that reloads what it changed.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { QueryStub } from '../../test-support/render';
import { LOAD_ERROR_TEXT } from './error-text';
import { forgetKeptCopies } from './kept-copy';
import { usePagedServerQuery, useServerMutation, useServerQuery } from './use-server-query';

afterEach(cleanup);

/** A promise the test settles by hand, so "loading" can be seen before the answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useServerQuery', () => {
  it('is loading until the answer, then has the data; reload keeps it while it loads again', async () => {
    const first = deferred<string[]>();
    const load = vi.fn().mockReturnValueOnce(first.promise);
    const { result } = renderHook(() => useServerQuery(['t', 'load'], load), {
      wrapper: QueryStub,
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await act(async () => first.resolve(['a']));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(['a']);
    expect(load).toHaveBeenCalledWith(expect.any(AbortSignal));

    const second = deferred<string[]>();
    load.mockReturnValueOnce(second.promise);
    let reloaded!: Promise<void>;
    act(() => {
      reloaded = result.current.reload();
    });
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.data).toEqual(['a']);
    await act(async () => {
      second.resolve(['a', 'b']);
      await reloaded;
    });
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(result.current.loading).toBe(false);
  });

  it.each([
    ['unreachable', new ApiError(0, 'network', 'Failed to fetch'), LOAD_ERROR_TEXT.unreachable],
    ['a 4xx', new ApiError(400, 'bad', 'page must be a number'), 'page must be a number'],
    ['a 5xx', new ApiError(500, 'internal', 'SQLITE_BUSY'), LOAD_ERROR_TEXT.server],
    ['not an ApiError', new Error('boom'), LOAD_ERROR_TEXT.server],
  ])('gives the error text for %s at once (no silent retries)', async (_, error, text) => {
    const load = vi.fn().mockRejectedValue(error);
    const { result } = renderHook(() => useServerQuery(['t', 'error', text], load), {
      wrapper: QueryStub,
    });
    await waitFor(() => expect(result.current.error).toBe(error));
    expect(result.current.errorText).toBe(text);
    expect(load).toHaveBeenCalledTimes(1);

    // Retry that works clears the error.
    load.mockResolvedValue('ok');
    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeUndefined();
    expect(result.current.errorText).toBeUndefined();
  });

  it('waits while disabled: no call, and reload does nothing', async () => {
    const load = vi.fn().mockResolvedValue(1);
    const { result } = renderHook(
      () => useServerQuery(['t', 'disabled'], load, { enabled: false }),
      { wrapper: QueryStub },
    );
    await act(() => result.current.reload());
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });

  it('keepPrevious false: another key starts empty instead of showing the old data', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`messages of ${key}`));
    const { result, rerender } = renderHook(
      ({ id }) => useServerQuery(['t', 'chat', id], () => load(id), { keepPrevious: false }),
      { wrapper: QueryStub, initialProps: { id: 'c1' } },
    );
    await waitFor(() => expect(result.current.data).toBe('messages of c1'));
    rerender({ id: 'c2' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('messages of c2'));
  });
});

type Page = { rows: string[]; count: number };

describe('usePagedServerQuery', () => {
  it('loads the chosen page, keeps the old rows while it loads, and a new key starts at 0', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<Page>>>();
    const load = vi.fn((search: string, page: number) => {
      const next = deferred<Page>();
      answers.set(`${search}|${page}`, next);
      return next.promise;
    });
    const { result, rerender } = renderHook(
      ({ search }) =>
        usePagedServerQuery(
          ['t', 'paged', search],
          (page) => load(search, page),
          (data) => data.count,
        ),
      { wrapper: QueryStub, initialProps: { search: '' } },
    );
    expect(result.current.page).toBe(0);
    await act(async () => answers.get('|0')!.resolve({ rows: ['r1'], count: 25 }));
    await waitFor(() => expect(result.current.count).toBe(25));
    expect(result.current.pageCount).toBe(3);

    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('', 2));
    // The previous page stays on screen (no flash) until page 2 arrives.
    expect(result.current.data?.rows).toEqual(['r1']);
    expect(result.current.loading).toBe(true);
    await act(async () => answers.get('|2')!.resolve({ rows: ['r21'], count: 25 }));
    await waitFor(() => expect(result.current.data?.rows).toEqual(['r21']));

    rerender({ search: 'ayesha' });
    expect(result.current.page).toBe(0);
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('ayesha', 0));
    // Page 2 of the new search was never asked for.
    expect(load).not.toHaveBeenCalledWith('ayesha', 2);
  });

  it('steps back a page when the last page is gone (its last row was deleted)', async () => {
    let count = 11;
    const load = vi.fn(async (page: number) => ({ rows: [`row of ${page}`], count }));
    const { result } = renderHook(
      () =>
        usePagedServerQuery(
          ['t', 'clamp'],
          (page) => load(page),
          (data) => data.count,
        ),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(result.current.count).toBe(11));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.data?.rows).toEqual(['row of 1']));
    count = 10;
    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.page).toBe(0));
    await waitFor(() => expect(result.current.data?.rows).toEqual(['row of 0']));
  });
});

describe('useServerMutation', () => {
  it('reloads the reads it names before it resolves, and a failure reloads nothing', async () => {
    let stored = ['a'];
    const read = vi.fn(async () => [...stored]);
    const { result } = renderHook(
      () => ({
        list: useServerQuery(['t', 'list'], read),
        add: useServerMutation(
          async (item: string) => {
            if (item === 'bad') throw new ApiError(400, 'bad', 'item is invalid');
            stored = [...stored, item];
            return stored.length;
          },
          [['t', 'list']],
        ),
      }),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(['a']));
    let answer: number | undefined;
    await act(async () => {
      answer = await result.current.add.run('b');
    });
    expect(answer).toBe(2);
    // The reload already ran when run() resolved.
    expect(read).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.list.data).toEqual(['a', 'b']));

    await act(async () => {
      await expect(result.current.add.run('bad')).rejects.toThrow('item is invalid');
    });
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('useServerQuery keeping a copy', () => {
  const unreachable = () => Promise.reject(new ApiError(0, 'network', 'offline'));
  afterEach(() => forgetKeptCopies());

  it("shows its owner the last answer while the server cannot be reached, and says when it's from", async () => {
    const fetched = renderHook(
      () => useServerQuery(['kept', '2026-11'], async () => ({ net: 120 }), { keepFor: 'u1' }),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(fetched.result.current.data).toEqual({ net: 120 }));
    expect(fetched.result.current.keptAt).toBeUndefined();
    fetched.unmount();

    // A reload, offline: a new query client, and the server cannot be reached.
    const offline = renderHook(
      () => useServerQuery(['kept', '2026-11'], unreachable, { keepFor: 'u1' }),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(offline.result.current.data).toEqual({ net: 120 }));
    expect(offline.result.current.error).toBeUndefined();
    expect(offline.result.current.keptAt).toEqual(expect.any(Number));

    const someoneElse = renderHook(
      () => useServerQuery(['kept', '2026-11'], unreachable, { keepFor: 'u2' }),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(someoneElse.result.current.error).toBeDefined());
    expect(someoneElse.result.current.data).toBeUndefined();
  });

  it('shows the error of a server that answered with one, not the copy', async () => {
    const fetched = renderHook(
      () => useServerQuery(['kept', 'refused'], async () => 'copy', { keepFor: 'u1' }),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(fetched.result.current.data).toBe('copy'));
    fetched.unmount();
    const refused = renderHook(
      () =>
        useServerQuery(
          ['kept', 'refused'],
          () => Promise.reject(new ApiError(403, 'forbidden', 'Not yours')),
          { keepFor: 'u1' },
        ),
      { wrapper: QueryStub },
    );
    await waitFor(() => expect(refused.result.current.errorText).toBe('Not yours'));
    expect(refused.result.current.data).toBeUndefined();
  });
});
