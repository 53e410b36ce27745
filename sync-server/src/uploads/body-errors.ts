// koa-body's onError: multipart failures (formidable errors carry `httpCode`, not `status`) become
// client errors naming the image field instead of 500s. Other parse errors pass through as they are.
import { MAX_UPLOAD_BYTES } from '@hostel/shared-schema';
import { AppError } from '../http/errors';
import { IMAGE_FIELD } from './multipart-image';

type FormidableLike = Error & { httpCode?: number; code?: number; status?: number };

const FORMIDABLE_FILE_TOO_BIG = 1016;
const FORMIDABLE_TOO_MANY_FILES = 1015;

export function bodyParseError(error: Error): Error {
  const { httpCode, code, status } = error as FormidableLike;
  if (status !== undefined || httpCode === undefined) return error;
  if (code === FORMIDABLE_FILE_TOO_BIG) {
    const mb = MAX_UPLOAD_BYTES / (1024 * 1024);
    return new AppError(413, 'file_too_large', `The image must be at most ${mb} MB`, IMAGE_FIELD);
  }
  if (code === FORMIDABLE_TOO_MANY_FILES) {
    return new AppError(413, 'too_many_files', 'Send one image at a time', IMAGE_FIELD);
  }
  return new AppError(400, 'bad_multipart', 'The form data could not be read');
}
