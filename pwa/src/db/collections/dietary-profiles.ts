// The resident's dietary profile on the device (their own, one document; written offline and
// pushed when the server can be reached; the rest is in dietary-profile.ts). A conflict: the
// last edit to reach the server wins (the device's whole profile), unless the server refused
// it: then its state stands.
import { map } from 'rxjs';
import {
  dietaryProfileId,
  type DietaryProfile,
  type DietaryProfileFields,
} from '@hostel/shared-schema';
import { saveDietaryProfile } from '../dietary-profile';
import { conflictHandler, engineCollection } from '../engine-collection';
import type { NoArgs, WaitingState } from '../engine/api';
import { one, ownDocument } from '../engine/stream-queries';

declare module '../engine/api' {
  interface EngineRequests {
    /** false when nothing changed. */
    saveDietaryProfile: { args: DietaryProfileFields; answer: boolean };
  }
  interface EngineStreams {
    /** The signed-in user's dietary profile (null until saved), and whether it still waits. */
    myDietaryProfile: { args: NoArgs; value: WaitingState<{ profile: DietaryProfile | null }> };
  }
}

export default engineCollection('dietary-profiles', {
  editable: ['diet', 'halalOnly', 'avoid', 'hideUnsuitable'],
  conflict: (context) =>
    conflictHandler<DietaryProfile>(async ({ newDocumentState, realMasterState }) => {
      if (context.takeRefused('dietaryProfiles', realMasterState._id)) return realMasterState;
      const { diet, halalOnly, avoid, hideUnsuitable, updatedAt } = newDocumentState;
      return { ...realMasterState, diet, halalOnly, avoid, hideUnsuitable, updatedAt };
    }),
  requests: {
    saveDietaryProfile: (layer, fields) => saveDietaryProfile(layer, fields),
  },
  streams: {
    myDietaryProfile: (layer) =>
      ownDocument(
        layer,
        'dietaryProfiles',
        dietaryProfileId,
        (id) =>
          layer.db.dietaryProfiles
            .findOne(id)
            .$.pipe(map((doc) => ({ profile: one<DietaryProfile>(doc) }))),
        { profile: null },
      ),
  },
});
