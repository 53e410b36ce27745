// Parses a body, query or params with a shared zod schema. The first problem becomes a 400 whose
// message is the schema's message (the spec's words where it has them) and whose field names it.
import type { z } from 'zod';
import { AppError } from './errors';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message = describeIssue(issue, field);
  throw new AppError(400, 'validation_failed', message, field);
}

function describeIssue(issue: z.core.$ZodIssue | undefined, field: string | undefined): string {
  if (!issue) return 'Invalid input';
  // zod's own wording ("Invalid input: expected string, received undefined") does not name the
  // field; the spec's messages do, so keep a custom message and prefix zod's defaults.
  const generic = /^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(issue.message);
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}
