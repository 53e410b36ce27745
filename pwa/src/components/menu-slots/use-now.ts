// The current time for screens that show what is served, next or past its cut-off; ticks so a
// slot dims and a Skip button goes away without a reload. (The server still judges cut-offs.)
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
