// Like state of one upcoming meal: not liked -> liked only (spec §4). The like is written
// locally at once (offline too); `busy` covers loading and the local write, `waiting` says the
// server does not have it yet (the card shows a clock badge).
import { useState } from 'react';
import { likeUpcoming, useLikeState } from '../../../db';

export function useUpcomingLike(id: string, email: string | undefined) {
  const { liked, waiting, loading } = useLikeState('upcoming', email ? id : undefined);
  const [inFlight, setInFlight] = useState(false);

  async function like() {
    if (!email || liked || inFlight) return;
    setInFlight(true);
    try {
      await likeUpcoming(id);
    } finally {
      setInFlight(false);
    }
  }

  return { liked, waiting, busy: (Boolean(email) && loading) || inFlight, like };
}
