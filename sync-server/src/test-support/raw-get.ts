// A GET whose answer is read as it came over the wire: its status, headers and body bytes, still
// encoded when the server compressed them (fetch would decode them and drop the framing).
import { request, type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export function rawGet(
  url: string | URL,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
