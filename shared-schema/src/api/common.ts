// Conventions every call shares (DESIGN.md "API conventions"): the error shape, write answers,
// and query helpers for pages.
import { z } from 'zod';

export const API_BASE = '/api';

export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

export type InsertResult = { acknowledged: boolean; insertedId: string };
export type UpdateResult = { acknowledged: boolean; matchedCount: number; modifiedCount: number };
export type DeleteResult = { acknowledged: boolean; deletedCount: number };
export type SuccessResult = { success: boolean };

/** A zero-based page index in a query string ('' or missing means 0). */
export const pageIndexQuery = z.preprocess(
  (value) => (value === undefined || value === '' ? 0 : value),
  z.coerce.number().int().min(0).max(1_000_000),
);
/** An optional free-text search in a query string. */
export const searchQuery = z.string().max(200).optional().default('');
