// The signed-in user's own profile (spec §7 "Session and users": /my-profile, /update-my-profile).
import type { About, UpdateResult, UserDoc } from '@hostel/shared-schema';
import { http } from './client';

export const usersApi = {
  myProfile: (email: string) => http.get<UserDoc>('/my-profile', { query: { email } }),
  /** The whole about object; answers acknowledged (spec §7). */
  updateMyProfile: (email: string, about: About) =>
    http.patch<UpdateResult>(`/update-my-profile/${encodeURIComponent(email)}`, about),
};
