// How dietary profiles replicate: each resident pulls and pushes their own; the last edit to
// reach the server wins.
import { dietaryProfileId, type DietaryProfile, type SyncDoc } from '@hostel/shared-schema';
import { conflict, forbidden } from '../../http/errors';
import type { ServerCollection } from '../sync/server-collection';
import { setDietaryProfile, toDietaryProfileDoc, type DietaryProfileRow } from './dietary-profile';

export const dietaryProfilesServer: ServerCollection = {
  sources: [
    {
      table: 'dietary_profiles',
      ownerColumn: 'user_email',
      toDoc: (row: DietaryProfileRow) => toDietaryProfileDoc(row),
    },
  ],
  ownerInId: {
    reason: 'You can only change your own dietary profile',
    owns: (id, email) => id === dietaryProfileId(email),
  },
  rule: {
    async apply(db, user, pushed) {
      const doc = pushed as unknown as SyncDoc<DietaryProfile>;
      if (doc.email.toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden('You can only change your own dietary profile');
      }
      if (doc._id !== dietaryProfileId(doc.email)) {
        throw conflict('A dietary profile id must be its owner', 'dietary_id_mismatch');
      }
      if (doc._deleted)
        throw conflict('A dietary profile is not deleted; it is emptied', 'dietary_deleted');
      return setDietaryProfile(db, user, doc, doc.updatedAt);
    },
    touches: () => ['dietary-profiles'],
  },
};
