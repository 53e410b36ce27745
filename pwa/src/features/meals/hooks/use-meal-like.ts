// The signed-in user's like of one meal, toggled like/unlike (spec §4): written locally at once
// (works offline, `waiting` until the server has it); the meal's counter follows from the server.
import { useState } from 'react';
import { setMealLike, useLikeState } from '../../../db';

export function useMealLike(mealId: string, email: string | undefined) {
  const { liked, waiting, loading } = useLikeState('meal', email ? mealId : undefined);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!email || busy) return;
    setBusy(true);
    try {
      await setMealLike(mealId, !liked);
    } finally {
      setBusy(false);
    }
  }

  return { liked, waiting, busy, loading, toggle };
}
