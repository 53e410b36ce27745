// The signed-in user's own profile (spec §7 "Session and users": /my-profile, /update-my-profile).
import { ENDPOINTS, type About, type UpdateResult, type UserDoc } from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const usersApi = {
  myProfile: (email: string) => callEndpoint<UserDoc>(ENDPOINTS.myProfile, { query: { email } }),
  /** The whole about object; answers acknowledged (spec §7). */
  updateMyProfile: (email: string, about: About) =>
    callEndpoint<UpdateResult>(ENDPOINTS.updateMyProfile, { params: { email }, body: about }),
};
