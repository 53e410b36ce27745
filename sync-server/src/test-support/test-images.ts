// Small real image files for tests: a 1×1 PNG, and the headers of a JPEG and a WebP file (the
// server checks content, so the first bytes are what matters).

/** A complete 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JFIF JPEG header followed by filler. */
export const JPEG_HEADER = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(32, 0),
]);

/** A RIFF/WEBP header (lossy VP8 chunk) followed by filler. */
export const WEBP_HEADER = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(32, 0),
]);

/** Text pretending to be an image. */
export const TEXT_FILE = Buffer.from('this is not an image, whatever its name says\n');

/** A multipart form with one file in field `image` (and optional text fields). */
export function imageForm(
  bytes: Uint8Array,
  fileName: string,
  fields: Record<string, string> = {},
  type = 'image/png',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
