// Which likes reach the server: every like row of every push the server answered, from any page
// of the context (a push the network refused is retried, and counts only once it arrives).
import type { BrowserContext } from 'playwright-core';

/** The meal ids, one entry per arrival of its like (each should arrive once). */
export function pushedLikes(context: BrowserContext): string[] {
  const pushed: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (!/\/api\/sync\/likes\/push/.test(request.url()) || !response.ok()) return;
    const rows = JSON.parse(request.postData() ?? '[]') as {
      newDocumentState: { targetId: string };
    }[];
    pushed.push(...rows.map((row) => row.newDocumentState.targetId));
  });
  return pushed;
}
