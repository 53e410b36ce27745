import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfirmedAction } from './use-confirmed-action';

describe('useConfirmedAction', () => {
  it('opens on ask, stays open and busy while the action runs, then closes', async () => {
    let finish = () => {};
    const seen: string[] = [];
    const { result } = renderHook(() =>
      useConfirmedAction(
        async (row: string) => {
          seen.push(row);
          await new Promise<void>((resolve) => (finish = resolve));
        },
        (row) => `${row} will be deleted.`,
      ),
    );
    expect(result.current.dialog).toMatchObject({ open: false, description: undefined });

    act(() => result.current.ask('row-1'));
    expect(result.current.target).toBe('row-1');
    expect(result.current.dialog).toMatchObject({
      open: true,
      busy: false,
      description: 'row-1 will be deleted.',
    });

    act(() => result.current.dialog.onConfirm());
    expect(seen).toEqual(['row-1']);
    expect(result.current.dialog.busy).toBe(true);
    // Escape or a click outside cannot close it while the action runs.
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.dialog.open).toBe(true);

    await act(async () => finish());
    expect(result.current.dialog).toMatchObject({ open: false, busy: false });
    expect(result.current.target).toBeUndefined();
  });

  it('closes without running the action when dismissed', () => {
    const { result } = renderHook(() => useConfirmedAction(async () => {}));
    act(() => result.current.ask('row-1'));
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.dialog.open).toBe(false);
  });
});
