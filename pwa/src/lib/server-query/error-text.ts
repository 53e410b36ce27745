// What a failed server read says: a 4xx carries the server's own clear message;
// anything else gets the product's words, never the raw text of a server failure.
import { ApiError } from '../api';

export const LOAD_ERROR_TEXT = {
  unreachable: 'The server cannot be reached. Check your connection, then retry.',
  server: 'Something went wrong on our side. Please retry in a moment.',
} as const;

/** True when the call never reached the server (offline, network down). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0;

export function loadErrorText(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return LOAD_ERROR_TEXT.unreachable;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return LOAD_ERROR_TEXT.server;
}

/** A failed write's toast: the error's own message, or the fallback when it has none. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The field a 4xx names (`{field}` of the server's error shape), with its message. */
export function fieldErrorOf(error: unknown): { field: string; message: string } | undefined {
  return error instanceof ApiError && error.field
    ? { field: error.field, message: error.message }
    : undefined;
}

/** True for an error the server answered with (an ApiError, so its message is for people). */
export const isServerAnswer = (error: unknown): error is Error => error instanceof ApiError;
