// Cover periods of a package (beyond the spec): a package payment covers 30 days from the
// payment, a renewal adds 30 more. The schemas of the resident's cover status, the renewal calls
// and the period rows the statements show.
import { z } from 'zod';
import { PACKAGE_NAMES } from '../constants';

/** How many days one payment covers, counted from the day it is made (hostel's time zone). */
export const COVER_DAYS = 30;
/** A renewal is offered from this many days before the cover's last day (and any time after). */
export const RENEWAL_WINDOW_DAYS = 7;
/** The resident is told the cover is ending from this many days before its last day. */
export const COVER_NOTICE_DAYS = 3;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /package-cover: the signed-in resident's cover. `state`: 'none' (no package), 'covered',
 * 'ending' (the last days: a notice shows), 'ended' (the last covered day has passed, or the
 * package has no period yet). `coveredUntil`: the last covered day; `renewFrom`: the first day a
 * renewal is offered; `renewalPrice`: what a renewal charges (the held package's price).
 */
export const coverStatusSchema = z
  .object({
    package: z.enum(PACKAGE_NAMES).nullable(),
    state: z.enum(['none', 'covered', 'ending', 'ended']),
    today: dateSchema,
    coveredUntil: dateSchema.nullable(),
    daysLeft: z.number().int(),
    renewFrom: dateSchema.nullable(),
    canRenew: z.boolean(),
    renewalPrice: z.number().int().nullable(),
  })
  .strict();
export type CoverStatus = z.infer<typeof coverStatusSchema>;

/**
 * GET /package-cover/month: the resident's plan at a glance (Home, the packages): the cover, and
 * so far in this calendar month (hostel's time zone) the meals they were counted for (covered
 * slots already served, their skips left out), the slots they skipped and the rebate it gave.
 */
export const planMonthSchema = z
  .object({
    cover: coverStatusSchema,
    month: z.string().regex(/^\d{4}-\d{2}$/),
    meals: z.number().int(),
    skips: z.number().int(),
    rebate: z.number(),
  })
  .strict();
export type PlanMonth = z.infer<typeof planMonthSchema>;

/** POST /package-renewal/intent: no input; the package and its price are the server's. */
export const renewalIntentBodySchema = z.object({}).strict();

/** POST /package-renewal {transactionId}: the renewal's payment intent, confirmed by the card. */
export const renewalBodySchema = z
  .object({
    transactionId: z.string().trim().min(1, 'transactionId is required').max(200),
  })
  .strict();
export type RenewalBody = z.infer<typeof renewalBodySchema>;

/** One cover period as the statements show it: what was paid for it and what it gave back. */
export const coverPeriodSchema = z
  .object({
    starts: dateSchema,
    ends: dateSchema,
    package: z.enum(PACKAGE_NAMES),
    paid: z.number(),
    skips: z.number().int(),
    rebates: z.number(),
    net: z.number(),
  })
  .strict();
export type CoverPeriod = z.infer<typeof coverPeriodSchema>;

/** POST /package-renewal (201): the new period and the cover's new last day. */
export const renewalResponseSchema = z
  .object({
    acknowledged: z.literal(true),
    period: coverPeriodSchema,
    coveredUntil: dateSchema,
  })
  .strict();
export type RenewalAnswer = z.infer<typeof renewalResponseSchema>;
