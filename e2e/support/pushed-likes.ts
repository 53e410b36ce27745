// Which likes reach the server: every like row of every push the server answered, whoever sent
// it (a page, the engine's shared worker, which no browser context event reports; a push the
// network refused is retried, and counts only once it arrives). Read at the server: each
// request's body is seen as it is read, nothing else changes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { E2EServer } from './server';

/** The meal ids, one entry per arrival of its like (each should arrive once). */
export function pushedLikes(server: E2EServer): string[] {
  const pushed: string[] = [];
  server.server.http.prependListener(
    'request',
    (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'POST' || !/^\/api\/sync\/likes\/push/.test(request.url ?? '')) return;
      const chunks: Buffer[] = [];
      const emit = request.emit.bind(request);
      request.emit = ((event: string, ...args: unknown[]) => {
        if (event === 'data') chunks.push(Buffer.from(args[0] as Buffer));
        return emit(event, ...args);
      }) as typeof request.emit;
      response.on('finish', () => {
        if (response.statusCode >= 300) return;
        const rows = JSON.parse(Buffer.concat(chunks).toString() || '[]') as {
          newDocumentState: { targetId: string };
        }[];
        pushed.push(...rows.map((row) => row.newDocumentState.targetId));
      });
    },
  );
  return pushed;
}
