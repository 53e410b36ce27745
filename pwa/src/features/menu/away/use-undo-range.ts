// Undo an away range: only the skips that range made and still before their cut-off (this
// device's clock) are undone; the toast says how many, and names those that stay skipped.
import { useCallback } from 'react';
import { toast } from '../../../components/ui';
import { undoSkipRange, useHostelSettings } from '../../../db';
import { meals, rangeLabel, slotName } from './away-words';

export function useUndoRange() {
  const { settings } = useHostelSettings();
  return useCallback(
    async (rangeId: string, from: string, to: string) => {
      try {
        const { undone, pastCutoff } = await undoSkipRange(rangeId, settings, Date.now());
        const kept = pastCutoff.length
          ? ` ${meals(pastCutoff.length)} past the cut-off stay skipped: ${pastCutoff.map(slotName).join(', ')}.`
          : '';
        toast.success(`Away ${rangeLabel(from, to)} undone: ${meals(undone.length)}.${kept}`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Something went wrong!');
      }
    },
    [settings],
  );
}
