// publishImage: local storage by default, the image host (against a local fake) when configured.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from './image-store';
import { sniffImage } from './image-type';
import { publishImage } from './publish-image';
import { PNG_1X1 } from '../test-support/test-images';

const image = { bytes: PNG_1X1, kind: sniffImage(PNG_1X1)! };
const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-publish-'));

type Seen = { key: string | null; body: Buffer };
let fake: Server;
let endpoint: string;
let seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        key: new URL(req.url ?? '/', 'http://fake').searchParams.get('key'),
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/1/upload`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('publishImage', () => {
  it('stores locally by default, and discard removes the file', async () => {
    const published = await publishImage({ uploadsDir: dataDir, imageHost: 'local' }, image);
    const file = path.join(
      uploadsDir({ uploadsDir: dataDir }),
      path.basename(published.displayUrl),
    );
    expect(readFileSync(file)).toEqual(PNG_1X1);
    await published.discard();
    expect(existsSync(file)).toBe(false);
  });

  it('sends the image to the host with the key and answers its display_url', async () => {
    seen = [];
    answer = {
      status: 200,
      body: JSON.stringify({ data: { display_url: 'https://i.ibb.co/abc/photo.png' } }),
    };
    const config = { uploadsDir: dataDir, imageHost: 'imgbb' as const, imgbbApiKey: 'k-123' };
    const published = await publishImage(config, image, endpoint);
    expect(published.displayUrl).toBe('https://i.ibb.co/abc/photo.png');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.key).toBe('k-123');
    expect(seen[0]!.body.includes(PNG_1X1)).toBe(true);
    expect(seen[0]!.body.toString('latin1')).toContain('name="image"');
  });

  it.each([
    ['an error status', { status: 400, body: '{"error":{"message":"bad key"}}' }],
    ['no display_url', { status: 200, body: '{"data":{}}' }],
    ['a display_url that is not a URL', { status: 200, body: '{"data":{"display_url":"x"}}' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
  ])('answers 502 when the host gives %s', async (_, reply) => {
    answer = reply;
    const config = { uploadsDir: dataDir, imageHost: 'imgbb' as const, imgbbApiKey: 'k' };
    await expect(publishImage(config, image, endpoint)).rejects.toMatchObject({
      status: 502,
      code: 'image_host_failed',
    });
  });
});
