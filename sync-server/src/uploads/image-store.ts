// Stored images: files under UPLOADS_DIR (default DATA_DIR/uploads; several instances share one)
// named by the server (`<newId()>.<ext>`), served at
// /api/uploads/<name>. Names never come from the client, so a request can only ever reach a
// file of this folder.
import { statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { newId } from '../db/ids';
import type { ImageKind } from './image-type';

const UPLOADS_URL_PREFIX = '/api/uploads/';

/** Content types by extension. `.svg` is only ever written by the demo seed, never uploaded. */
const UPLOAD_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp|svg)$/;

export function uploadsDir(config: Pick<Config, 'uploadsDir'>): string {
  return config.uploadsDir;
}

export function displayUrlOf(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Writes checked image bytes under a new server-made name; answers the name and its URL. */
export async function storeImage(
  config: Pick<Config, 'uploadsDir'>,
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<{ name: string; displayUrl: string }> {
  const dir = uploadsDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${newId()}.${kind.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { name, displayUrl: displayUrlOf(name) };
}

/** Removes a stored image (used when the write it belonged to failed). */
export async function removeImage(config: Pick<Config, 'uploadsDir'>, name: string): Promise<void> {
  if (NAME_PATTERN.test(name)) await rm(path.join(uploadsDir(config), name), { force: true });
}

/** The file and content type behind a requested name, or undefined (bad name, no such file). */
export function resolveUpload(
  config: Pick<Config, 'uploadsDir'>,
  name: string,
): { file: string; contentType: string; size: number } | undefined {
  const match = NAME_PATTERN.exec(name);
  if (!match) return undefined;
  const file = path.join(uploadsDir(config), name);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return undefined;
  return { file, contentType: UPLOAD_CONTENT_TYPES[match[1]!]!, size: stats.size };
}
