// Which image a file really is, from its first bytes (magic numbers), never from its name or
// the type the client claims: only JPEG, PNG and WebP are accepted (spec §9).

export type ImageKind = { ext: 'jpg' | 'png' | 'webp'; mime: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 12 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  if (bytes.length >= 16 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return undefined;
}
