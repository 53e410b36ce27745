import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type';
import { JPEG_HEADER, PNG_1X1, TEXT_FILE, WEBP_HEADER } from '../test-support/test-images';

describe('sniffImage', () => {
  it.each([
    ['a PNG', PNG_1X1, 'png'],
    ['a JPEG', JPEG_HEADER, 'jpg'],
    ['a WebP', WEBP_HEADER, 'webp'],
  ])('recognises %s by its bytes', (_, bytes, ext) => {
    expect(sniffImage(bytes)?.ext).toBe(ext);
  });

  it.each([
    ['text', TEXT_FILE],
    ['an empty file', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    [
      'a RIFF that is not WebP',
      Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt \x00\x00\x00\x00', 'latin1'),
    ],
    ['a truncated PNG signature', PNG_1X1.subarray(0, 6)],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImage(bytes)).toBeUndefined();
  });
});
