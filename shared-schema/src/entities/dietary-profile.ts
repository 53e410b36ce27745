// A resident's dietary profile: the diet they keep, halal only, the allergens they
// avoid, and "Hide meals I can't eat". One document per resident, id = their e-mail in lower case
// (dietaryProfileId), so an offline edit on two devices meets the same document. Owner-only and
// writable offline, like skips; the last edit to reach the server wins. `needsOf` turns it into
// the DietaryNeeds of `dietaryWarnings` (food-labels.ts), the one fit rule.
import { z } from 'zod';
import { allergenListSchema, dietPreferenceSchema, type DietaryNeeds } from './food-labels';
import { syncedCollection } from '../sync/synced-collection';

export const dietaryProfileFieldsSchema = z.object({
  diet: dietPreferenceSchema.nullable(),
  halalOnly: z.boolean({ error: 'halalOnly must be true or false' }),
  avoid: allergenListSchema,
  hideUnsuitable: z.boolean({ error: 'hideUnsuitable must be true or false' }),
});
export type DietaryProfileFields = z.infer<typeof dietaryProfileFieldsSchema>;

export const dietaryProfileSchema = dietaryProfileFieldsSchema.extend({
  _id: z.string().min(1).max(254),
  email: z.string().max(254),
  /** When the resident last saved it (the device's clock; for display, not for ordering). */
  updatedAt: z.number().int().min(0),
});
export type DietaryProfile = z.infer<typeof dietaryProfileSchema>;

export const dietaryProfileId = (email: string): string => email.toLowerCase();

/** What a resident who never saved a profile keeps to: nothing, nothing hidden. */
export const EMPTY_DIETARY_PROFILE: DietaryProfileFields = {
  diet: null,
  halalOnly: false,
  avoid: [],
  hideUnsuitable: false,
};

/** The profile as the needs `dietaryWarnings` and the All Meals filters take. */
export function needsOf(profile: DietaryProfileFields): DietaryNeeds {
  return { diet: profile.diet, halalOnly: profile.halalOnly, avoid: profile.avoid };
}

export const dietaryProfilesSync = syncedCollection({
  name: 'dietary-profiles',
  noun: 'dietary needs',
  entity: dietaryProfileSchema,
  audience: 'owner',
  devicePushes: true,
  ownerField: 'email',
  rx: { version: 0 },
});
