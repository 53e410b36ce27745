// The current time for screens that show what is served, next or past its cut-off; ticks so a
// slot dims and a Skip button goes away without a reload. (The server still judges cut-offs.)
// On the server's render of the menu (db/first-screen.ts) it is the time that render is for.
import { useEffect, useState } from 'react';
import { firstScreenRenderedAt } from '../../db';

export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => firstScreenRenderedAt() ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
