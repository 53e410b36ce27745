// An action on one row behind a confirmation ('Are you sure?', spec §8): remembers the row asked
// about, keeps the dialog open with its spinner while the action runs (it cannot be dismissed
// meanwhile), then closes it. The action toasts its own outcome and catches its own errors.
import { useState, type ReactNode } from 'react';

export function useConfirmedAction<T>(
  action: (target: T) => Promise<void>,
  /** The dialog's text about the row asked about. */
  describe?: (target: T) => ReactNode,
) {
  const [target, setTarget] = useState<T>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === undefined) return;
    setBusy(true);
    try {
      await action(target);
    } finally {
      setBusy(false);
      setTarget(undefined);
    }
  };

  return {
    /** The row the dialog asks about, if open. */
    target,
    ask: (row: T) => setTarget(row),
    /** Spread on AlertDialog. */
    dialog: {
      open: target !== undefined,
      description: target !== undefined && describe ? describe(target) : undefined,
      onOpenChange: (open: boolean) => {
        if (!open && !busy) setTarget(undefined);
      },
      busy,
      onConfirm: () => void confirm(),
    },
  };
}
