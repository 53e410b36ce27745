// Bodies are JSON where JSON is meant: a request to /api that carries a body must say
// `application/json`, except the upload routes of the catalogue (entries with `form`), which
// also take `multipart/form-data`. Anything else — urlencoded forms, text/plain, no type — is
// refused with 415 before any parsing, so an HTML form on another site cannot post to the API.
// (Multipart itself is parsed only inside the upload routes, uploads/multipart-body.ts.)
import type { Middleware } from 'koa';
import { API_BASE, ENDPOINTS, type Endpoint } from '@hostel/shared-schema';
import { AppError } from './errors';

/** The routes that take an uploaded file (their paths have no parameters). */
const MULTIPART_PATHS: ReadonlySet<string> = new Set(
  (Object.values(ENDPOINTS) as Endpoint[])
    .filter((endpoint) => endpoint.form)
    .map((endpoint) => `${API_BASE}${endpoint.path}`),
);

const JSON_ONLY_MESSAGE = 'Send the body as application/json';

export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && ctx.path.startsWith(`${API_BASE}/`)) {
      const multipartAllowed = MULTIPART_PATHS.has(ctx.path);
      const accepted = multipartAllowed
        ? ctx.is('application/json', 'multipart/form-data')
        : ctx.is('application/json');
      if (!accepted) {
        const message = multipartAllowed
          ? 'Send the body as application/json or multipart/form-data'
          : JSON_ONLY_MESSAGE;
        throw new AppError(415, 'unsupported_media_type', message);
      }
    }
    await next();
  };
}
