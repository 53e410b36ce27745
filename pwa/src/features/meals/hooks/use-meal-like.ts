// The signed-in user's like of one meal, toggled like/unlike (spec §4). Today over REST
// (/is-liked, /inc-like, /dec-like); with db/ it becomes setMealLike (works offline).
import { useState } from 'react';
import { likesApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export function useMealLike(mealId: string, email: string | undefined) {
  const state = useAsync(
    email ? () => likesApi.isLiked(mealId, email) : null,
    `like:${mealId}:${email ?? ''}`,
  );
  const [optimistic, setOptimistic] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const liked = optimistic ?? state.data?.liked ?? false;

  async function toggle() {
    if (!email || busy) return;
    const next = !liked;
    setOptimistic(next);
    setBusy(true);
    try {
      await (next ? likesApi.like(mealId, email) : likesApi.unlike(mealId, email));
    } catch (error) {
      setOptimistic(!next);
      throw error;
    } finally {
      setBusy(false);
    }
  }

  return { liked, busy, loading: state.loading, toggle };
}
