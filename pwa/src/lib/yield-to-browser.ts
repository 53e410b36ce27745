// Ends the current task and resumes in a new one, so a long piece of start-up work (opening the
// local database, say) is several short tasks: between them the browser paints and handles a tap. A
// phone's main thread is otherwise held for the whole of it (Lighthouse's blocking time,
// docs/performance-log/lighthouse.md). `scheduler.yield()` resumes ahead of other queued work
// (Chromium 129+); elsewhere a zero timeout (Node's tests, older browsers).
type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
