// How the menu replicates: public, pulled by anyone; admins plan it online.
import type { ServerCollection } from '../sync/server-collection';
import { readOnly } from '../sync/server-collection';
import { toMenuSlotDoc, type MenuSlotRow } from './menu-doc';

export const menuServer: ServerCollection = {
  sources: [{ table: 'menu_slots', toDoc: (row: MenuSlotRow) => toMenuSlotDoc(row) }],
  rule: readOnly('The menu is planned by admins only, not through sync'),
};
