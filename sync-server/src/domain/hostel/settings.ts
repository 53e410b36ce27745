// The hostel's settings row ('hostel'): read for every cut-off and rebate, replaced by admins
// (PUT /api/hostel-settings). Replicated read-only as the 'hostel-settings' collection.
import {
  DEFAULT_HOSTEL_SETTINGS,
  HOSTEL_SETTINGS_ID,
  type HostelSettings,
  type HostelSettingsInput,
  type SyncDoc,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { HostelSettingsTable } from '../../db/tables';
import type { Clock } from './clock';

export type SettingsRow = Pick<HostelSettingsTable, 'id' | 'data' | 'updated_at'> & {
  deleted: number;
};

export function toSettingsDoc(row: SettingsRow): SyncDoc<HostelSettings> {
  const data = JSON.parse(row.data) as Omit<HostelSettings, '_id' | 'updatedAt'>;
  return {
    _id: HOSTEL_SETTINGS_ID,
    timeZone: data.timeZone,
    slots: data.slots,
    rebates: data.rebates,
    updatedAt: Number(row.updated_at),
    _deleted: Number(row.deleted) === 1,
  };
}

/** The current settings (the migration creates the row; the defaults are a safety net). */
export async function loadSettings(db: Executor): Promise<HostelSettings> {
  const row = await db
    .selectFrom('hostel_settings')
    .select(['id', 'data', 'updated_at', 'deleted'])
    .where('id', '=', HOSTEL_SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return DEFAULT_HOSTEL_SETTINGS;
  const { _deleted: _unused, ...doc } = toSettingsDoc(row);
  return doc;
}

export async function updateSettings(
  db: Executor,
  clock: Clock,
  input: HostelSettingsInput,
): Promise<HostelSettings> {
  const data = JSON.stringify({
    timeZone: input.timeZone,
    slots: input.slots,
    rebates: input.rebates,
  });
  const now = clock.now();
  const seq = await nextSeq(db);
  await db
    .insertInto('hostel_settings')
    .values({ id: HOSTEL_SETTINGS_ID, data, updated_at: now, seq, deleted: 0 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now, seq, deleted: 0 }))
    .execute();
  return loadSettings(db);
}
