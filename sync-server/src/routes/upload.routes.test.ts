// POST /api/upload and GET /api/uploads/:name against a real server: images are checked by
// content (never by name), at most 5 MB, stored under server-made names and served cacheable.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, VALIDATION } from '@hostel/shared-schema';
import { usersAndUploads } from '../test-support/users-and-uploads';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { uploadsDir } from '../uploads/image-store';
import {
  imageForm,
  JPEG_HEADER,
  PNG_1X1,
  TEXT_FILE,
  WEBP_HEADER,
} from '../test-support/test-images';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

describe('POST /api/upload', () => {
  it.each([
    ['a PNG', PNG_1X1, 'photo.png', 'png', 'image/png'],
    ['a JPEG', JPEG_HEADER, 'photo.jpeg', 'jpg', 'image/jpeg'],
    ['a WebP', WEBP_HEADER, 'photo.webp', 'webp', 'image/webp'],
    ['a PNG under a misleading name', PNG_1X1, 'notes.txt', 'png', 'image/png'],
  ])('stores %s and serves it with long cache headers', async (_, bytes, name, ext, type) => {
    const { client } = await signedInAs(test);
    const response = await client.postForm('/api/upload', imageForm(bytes, name));
    expect(response.status).toBe(200);
    const url = response.body.data.display_url as string;
    expect(url).toMatch(new RegExp(`^/api/uploads/[0-9a-f]{24}\\.${ext}$`));
    const served = await fetch(new URL(url, test.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await usersAndUploads(test);
    const response = await test.client().postForm('/api/upload', imageForm(PNG_1X1, 'a.png'));
    expect(response.status).toBe(401);
    expect(await usersAndUploads(test)).toEqual(before);
  });

  const oneByteTooMany = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_UPLOAD_BYTES)]);
  it.each([
    ['text named .png', () => imageForm(TEXT_FILE, 'photo.png')],
    ['an SVG', () => imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg')],
    ['an empty file', () => imageForm(Buffer.alloc(0), 'a.png')],
    [
      'a file in another field',
      () => {
        const form = new FormData();
        form.append('photo', new Blob([PNG_1X1]), 'a.png');
        return form;
      },
    ],
    [
      'a text field named image',
      () => {
        const form = new FormData();
        form.append('image', 'https://images.example/a.png');
        return form;
      },
    ],
  ])('answers 400 "File is not an image" for %s and stores nothing', async (_, form) => {
    const { client } = await signedInAs(test);
    const before = await usersAndUploads(test);
    const response = await client.postForm('/api/upload', form());
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field: 'image', message: VALIDATION.fileNotImage });
    expect(await usersAndUploads(test)).toEqual(before);
  });

  it('answers 400 to a JSON body', async () => {
    const { client } = await signedInAs(test);
    const response = await client.post('/api/upload', { image: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('image');
  });

  it('refuses a file above 5 MB with a 4xx naming the field, never a 500', async () => {
    const { client } = await signedInAs(test);
    const before = await usersAndUploads(test);
    const response = await client.postForm('/api/upload', imageForm(oneByteTooMany, 'big.png'));
    expect(response.status).toBe(413);
    expect(response.body.error.field).toBe('image');
    expect(await usersAndUploads(test)).toEqual(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { client } = await signedInAs(test);
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_UPLOAD_BYTES - PNG_1X1.length)]);
    const response = await client.postForm('/api/upload', imageForm(exact, 'exact.png'));
    expect(response.status).toBe(200);
  });

  it('refuses two files at once with a 4xx', async () => {
    const { client } = await signedInAs(test);
    const form = imageForm(PNG_1X1, 'a.png');
    form.append('image', new Blob([PNG_1X1]), 'b.png');
    const response = await client.postForm('/api/upload', form);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('GET /api/uploads/:name', () => {
  it('serves an SVG the demo seed placed there as image/svg+xml', async () => {
    const dir = uploadsDir(test.config);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'demo-curry.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const served = await fetch(new URL('/api/uploads/demo-curry.svg', test.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    '/api/uploads/nothing-here.png',
    '/api/uploads/..%2Fhostel.db',
    '/api/uploads/..%2F..%2Fetc%2Fpasswd',
    '/api/uploads/%2E%2E%2Fsession-secret',
    '/api/uploads/session-secret',
    '/api/uploads/a.png%00.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await test.client().get(url);
    expect(response.status).toBe(404);
  });
});
