// Takes the multipart file field `image` of a request (parsed by koa-body into a temporary file),
// checks it by content and size, and always removes the temporary file.
import { readFile, rm } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES, VALIDATION } from '@hostel/shared-schema';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../http/context';
import { badRequest } from '../http/errors';
import { sniffImage, type ImageKind } from './image-type';

export const IMAGE_FIELD = 'image';

/** What koa-body leaves of an uploaded file (formidable's File, the parts used here). */
type UploadedFile = { filepath: string; size: number };

export type CheckedImage = { bytes: Buffer; kind: ImageKind };

/** Removes every temporary file of the request (whatever its field). */
async function discardUploadedFiles(ctx: AppContext): Promise<void> {
  const files = Object.values(ctx.request.files ?? {}).flat() as UploadedFile[];
  await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
}

/** Middleware: whatever happens later in the route (a refusal included), discard the files. */
export const discardUploadsAfter: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } finally {
    await discardUploadedFiles(ctx as AppContext);
  }
};

/**
 * The checked image of field `image`, or undefined when the request carries no such file.
 * Throws 400 'File is not an image' (field image) for anything but one JPEG, PNG or WebP file of
 * at most MAX_UPLOAD_BYTES.
 */
export async function takeImageFile(ctx: AppContext): Promise<CheckedImage | undefined> {
  try {
    const field = ctx.request.files?.[IMAGE_FIELD];
    if (field === undefined) return undefined;
    const file = Array.isArray(field) ? undefined : field;
    if (!file || file.size === 0 || file.size > MAX_UPLOAD_BYTES) throw notAnImage();
    const bytes = await readFile(file.filepath);
    const kind = sniffImage(bytes);
    if (!kind) throw notAnImage();
    return { bytes, kind };
  } finally {
    await discardUploadedFiles(ctx);
  }
}

export const notAnImage = () => badRequest(VALIDATION.fileNotImage, IMAGE_FIELD, 'not_an_image');
