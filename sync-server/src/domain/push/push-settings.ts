// A resident's notification switches (push_settings, JSON of PushSettings). A resident who never
// saved any has the defaults: every moment on except the cut-off reminder, which they ask for.
import {
  DEFAULT_PUSH_SETTINGS,
  pushSettingsSchema,
  type PushMoment,
  type PushSettings,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';

function parseSettings(json: string): PushSettings {
  try {
    const parsed = pushSettingsSchema.partial().safeParse(JSON.parse(json));
    return { ...DEFAULT_PUSH_SETTINGS, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return DEFAULT_PUSH_SETTINGS;
  }
}

export async function getPushSettings(db: Executor, email: string): Promise<PushSettings> {
  const row = await db
    .selectFrom('push_settings')
    .select('settings')
    .where('user_email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row ? parseSettings(row.settings) : DEFAULT_PUSH_SETTINGS;
}

export async function setPushSettings(
  db: Executor,
  email: string,
  settings: PushSettings,
  now: number,
): Promise<PushSettings> {
  const values = { settings: JSON.stringify(settings), updated_at: now };
  await db
    .insertInto('push_settings')
    .values({ user_email: email.toLowerCase(), ...values })
    .onConflict((oc) => oc.column('user_email').doUpdateSet(values))
    .execute();
  return settings;
}

/** Of these e-mails, those whose setting for `moment` is on. */
export async function wantsMoment(
  db: Executor,
  emails: readonly string[],
  moment: PushMoment,
): Promise<Set<string>> {
  const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (lower.length === 0) return new Set();
  const rows = await db
    .selectFrom('push_settings')
    .select(['user_email', 'settings'])
    .where('user_email', 'in', lower)
    .execute();
  const saved = new Map(rows.map((row) => [row.user_email, parseSettings(row.settings)]));
  return new Set(lower.filter((email) => (saved.get(email) ?? DEFAULT_PUSH_SETTINGS)[moment]));
}
