// The one error type of the server. Domain functions throw these; the error middleware turns
// them into `{error: {code, message, field?}}` with the right status.
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string, code = 'bad_request') =>
  new AppError(400, code, message, field);
export const unauthorized = (message = 'Sign in first', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'forbidden', message);
export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
