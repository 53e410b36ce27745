// Like state of one upcoming meal for the signed-in user: not liked -> liked only (spec §4), then
// the state is refetched (spec §7). `busy` is true while loading or while a like is in flight.
import { useState } from 'react';
import { likesApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export function useUpcomingLike(id: string, email: string | undefined) {
  const state = useAsync(
    email ? () => likesApi.isLikedUpcoming(id, email) : null,
    `upcoming-like:${id}:${email ?? ''}`,
  );
  const [inFlight, setInFlight] = useState(false);

  async function like() {
    if (!email || state.data?.liked || inFlight) return;
    setInFlight(true);
    try {
      await likesApi.likeUpcoming(id, email);
    } finally {
      setInFlight(false);
      state.reload();
    }
  }

  return {
    liked: state.data?.liked ?? false,
    busy: state.loading || inFlight,
    like,
  };
}
