// Multipart parsing for the routes that take an upload (POST /upload, POST /auth/register), and
// nowhere else: every other route leaves a multipart body unread and answers its usual 400.
// Each request writes into a folder of its own that is removed after the route, and every file
// formidable began is closed: on a second file it fails, then opens that file anyway and never
// closes it (formidable 3.5 emits 'fileBegin' before it opens the file), which leaked one
// descriptor and one temporary file per request.
import { mkdirSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_UPLOAD_BYTES } from '@hostel/shared-schema';
import type { Config } from '../config';
import type { AppState } from '../http/context';
import { bodyParseError } from './body-errors';

/** Text fields of an upload form: a name, an e-mail, a password, a photo URL. */
const MAX_FORM_FIELDS = 20;
/** All text fields of one upload form together; the longest legitimate one is a 2 kB URL. */
const MAX_FORM_FIELDS_BYTES = 64 * 1024;

export const uploadTempDir = (config: Config) => path.join(config.dataDir, 'upload-tmp');

/** At start: temporary files a crash left behind are nobody's any more. */
export function clearUploadTemp(config: Config): void {
  rmSync(uploadTempDir(config), { recursive: true, force: true });
  mkdirSync(uploadTempDir(config), { recursive: true });
}

/** formidable's file while it is written (its write stream is not part of its typings). */
type StartedFile = { _writeStream?: { destroy: () => void } | null };

export function multipartBody(config: Config): Middleware<AppState> {
  return async (ctx, next) => {
    if (!ctx.is('multipart')) return next();
    const root = uploadTempDir(config);
    await mkdir(root, { recursive: true });
    const dir = await mkdtemp(path.join(root, 'request-'));
    const started: StartedFile[] = [];
    try {
      await koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: {
          uploadDir: dir,
          keepExtensions: false,
          maxFiles: 1,
          maxFileSize: MAX_UPLOAD_BYTES,
          maxTotalFileSize: MAX_UPLOAD_BYTES,
          maxFields: MAX_FORM_FIELDS,
          maxFieldsSize: MAX_FORM_FIELDS_BYTES,
          onFileBegin: (_name, file) => {
            started.push(file as unknown as StartedFile);
          },
        },
        onError: (error) => {
          throw bodyParseError(error);
        },
      })(ctx, next);
    } finally {
      for (const file of started) file._writeStream?.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  };
}
