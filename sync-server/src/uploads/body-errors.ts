// koa-body's onError: multipart failures (formidable errors carry `httpCode`, not `status`, so
// they would otherwise end as 500s) become client errors naming the image field, and a body that
// does not decompress (zlib's errors carry no status either) a 400 naming its encoding. Other
// parse errors (bad JSON, too large a JSON body) already carry their 4xx status and pass through.
import { MAX_UPLOAD_BYTES, VALIDATION } from '@hostel/shared-schema';
import { AppError } from '../http/errors';
import { IMAGE_FIELD } from './multipart-image';

type FormidableLike = Error & { httpCode?: number; code?: number; status?: number };

/** formidable's error codes (formidable/src/FormidableError.js). */
const FORMIDABLE = {
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  smallerThanMinFileSize: 1008,
  biggerThanTotalMaxFileSize: 1009,
  noEmptyFiles: 1010,
  maxFilesExceeded: 1015,
  biggerThanMaxFileSize: 1016,
  cannotCreateDir: 1018,
};

/**
 * A body sent with a Content-Encoding that does not decompress: zlib's error (no HTTP status)
 * becomes a 400 naming the encoding. Encodings body parsing does not know already answer 415.
 */
function undecodableBody(error: Error, contentEncoding: string | undefined): Error | undefined {
  const encoding = contentEncoding?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return undefined;
  if ((error as FormidableLike).status !== undefined) return undefined;
  return new AppError(
    400,
    'bad_body_encoding',
    `The request body does not decompress as its Content-Encoding (${encoding}) says`,
  );
}

export function bodyParseError(error: Error, contentEncoding?: string): Error {
  const undecodable = undecodableBody(error, contentEncoding);
  if (undecodable) return undecodable;
  const { httpCode, code, status } = error as FormidableLike;
  if (status !== undefined || httpCode === undefined) return error;
  switch (code) {
    case FORMIDABLE.biggerThanMaxFileSize:
    case FORMIDABLE.biggerThanTotalMaxFileSize: {
      const mb = MAX_UPLOAD_BYTES / (1024 * 1024);
      return new AppError(413, 'file_too_large', `The image must be at most ${mb} MB`, IMAGE_FIELD);
    }
    case FORMIDABLE.maxFilesExceeded:
      return new AppError(413, 'too_many_files', 'Send one image at a time', IMAGE_FIELD);
    case FORMIDABLE.maxFieldsSizeExceeded:
    case FORMIDABLE.maxFieldsExceeded:
      return new AppError(413, 'form_too_large', 'The form has too many or too long text fields');
    case FORMIDABLE.noEmptyFiles:
    case FORMIDABLE.smallerThanMinFileSize:
      return new AppError(400, 'not_an_image', VALIDATION.fileNotImage, IMAGE_FIELD);
    case FORMIDABLE.cannotCreateDir:
      return error; // the server's temporary folder, not the client's fault
    default:
      return new AppError(400, 'bad_multipart', 'The form data could not be read');
  }
}
