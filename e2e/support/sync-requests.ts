// Counts the replication requests (pull and push) that reach the server, whoever sends them: the
// engine's shared worker, which no browser context event reports, or a page.
import type { IncomingMessage } from 'node:http';
import type { E2EServer } from './server';

export function syncRequests(server: E2EServer): { pull: number; push: number } {
  const counts = { pull: 0, push: 0 };
  server.server.http.prependListener('request', (request: IncomingMessage) => {
    const match = /^\/api\/sync\/[\w-]+\/(pull|push)/.exec(request.url ?? '');
    if (match) counts[match[1] as 'pull' | 'push'] += 1;
  });
  return counts;
}
