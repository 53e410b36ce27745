// How the hostel's settings replicate: public, pulled by anyone; admins change them online.
import type { ServerCollection } from '../sync/server-collection';
import { readOnly } from '../sync/server-collection';
import { toSettingsDoc, type SettingsRow } from './settings';

export const hostelSettingsServer: ServerCollection = {
  sources: [{ table: 'hostel_settings', toDoc: (row: SettingsRow) => toSettingsDoc(row) }],
  rule: readOnly('Hostel settings are changed by admins only, not through sync'),
};
