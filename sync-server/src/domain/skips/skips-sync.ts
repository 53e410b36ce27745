// How skips replicate: each resident pulls and pushes their own; a pushed skip goes through the
// same domain function as the skip call (owner and cut-off by the server's clock).
import { skipId, type Skip, type SyncDoc } from '@hostel/shared-schema';
import { conflict, forbidden } from '../../http/errors';
import type { ServerCollection } from '../sync/server-collection';
import { endsWithEmail } from '../sync/server-collection';
import { setSkip } from './set-skip';
import { toSkipDoc, type SkipRow } from './skip-doc';

export const skipsServer: ServerCollection = {
  sources: [{ table: 'skips', ownerColumn: 'user_email', toDoc: (row: SkipRow) => toSkipDoc(row) }],
  ownerInId: { reason: 'You can only skip your own meals', owns: endsWithEmail },
  rule: {
    async apply(db, user, pushed, _master, { clock }) {
      const doc = pushed as unknown as SyncDoc<Skip>;
      if (doc.email !== user.email) throw forbidden('You can only skip your own meals');
      if (doc._id !== skipId(doc.date, doc.slot, doc.email)) {
        throw conflict('A skip id must name its date, slot and owner', 'skip_id_mismatch');
      }
      if (doc._deleted) throw conflict('A skip is not deleted; it is undone', 'skip_deleted');
      return setSkip(db, clock, user, doc.date, doc.slot, doc.skipped, doc.rangeId ?? null);
    },
    touches: () => ['skips'],
  },
};
