// The Fluent Emoji drawings the demo images are made of (Microsoft Fluent Emoji, MIT, through
// @iconify-json/fluent-emoji). Only the icons the demo uses are kept, in emoji-art.json, made by
// extract-emoji.ts: the full set is a 100 MB devDependency, too heavy to parse on a first start.
import { readFileSync } from 'node:fs';

type EmojiIcon = { body: string; width: number; height: number };
export type EmojiArt = { source: string; license: string; icons: Record<string, EmojiIcon> };

let cache: EmojiArt | undefined;

export function emojiArt(): EmojiArt {
  cache ??= JSON.parse(
    readFileSync(new URL('./emoji-art.json', import.meta.url), 'utf8'),
  ) as EmojiArt;
  return cache;
}

/**
 * One emoji as a nested <svg> placed at (x, y) with the given size. Icon bodies of the set reuse
 * gradient ids, so every id gets `prefix`: two emoji in one image must not share a gradient.
 */
export function placeEmoji(
  name: string,
  place: { x: number; y: number; size: number; prefix: string; rotate?: number },
): string {
  const icon = emojiArt().icons[name];
  if (!icon) throw new Error(`emoji-art.json has no icon "${name}": run extract-emoji.ts`);
  const { x, y, size, prefix, rotate = 0 } = place;
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  const centre = `${x + size / 2} ${y + size / 2}`;
  const svg =
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${icon.width} ${icon.height}">${body}</svg>`;
  return rotate ? `<g transform="rotate(${rotate} ${centre})">${svg}</g>` : svg;
}
