// Conventions every call shares (docs/decisions/0040-api-answers-where-the-spec-is-silent.md): the
// error shape, write answers, and query helpers for pages.
import { z } from 'zod';
import { optional } from './optional';
import { numberFromText } from '../entities/common';

export const API_BASE = '/api';

/** Every error answer (400/401/403/404/409/…): `{error: {code, message, field?}}`. */
export const apiErrorBodySchema = z
  .object({
    error: z
      .object({
        code: z.string().min(1),
        message: z.string().min(1),
        /** The input field the error is about (400 only). */
        field: z.string().min(1).optional(),
      })
      .strict(),
  })
  .strict();
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const countSchema = z.number().int().min(0);

/** A write that added one document. */
export const insertResultSchema = z
  .object({ acknowledged: z.boolean(), insertedId: z.string().min(1) })
  .strict();
export type InsertResult = z.infer<typeof insertResultSchema>;

/** A write that changed (or, with modifiedCount 0, found unchanged) one document. */
export const updateResultSchema = z
  .object({ acknowledged: z.boolean(), matchedCount: countSchema, modifiedCount: countSchema })
  .strict();
export type UpdateResult = z.infer<typeof updateResultSchema>;

export const deleteResultSchema = z
  .object({ acknowledged: z.boolean(), deletedCount: countSchema })
  .strict();
export type DeleteResult = z.infer<typeof deleteResultSchema>;

export const successResultSchema = z.object({ success: z.boolean() }).strict();
export type SuccessResult = z.infer<typeof successResultSchema>;

/** The `count` of a paged list: rows matching the query, over every page. */
export const listCountSchema = countSchema;

/** A zero-based page index in a query string ('' or missing means 0). */
export const pageIndexQuery = optional(numberFromText(z.number().int().min(0).max(1_000_000)), 0);
/** An optional free-text search in a query string ('' or missing: no search). */
export const searchQuery = optional(z.string().max(200), '');
