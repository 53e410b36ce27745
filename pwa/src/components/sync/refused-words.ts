// How a refused or replaced change is named to the resident: "Your review was not saved."
import { isSyncCollection, SYNCED_COLLECTIONS, type SyncRejection } from '@hostel/shared-schema';

export const changeName = (collection: string): string =>
  isSyncCollection(collection) ? SYNCED_COLLECTIONS[collection].noun : 'change';

export const notSavedLine = (rejection: Pick<SyncRejection, 'collection'>): string =>
  `Your ${changeName(rejection.collection)} was not saved.`;
