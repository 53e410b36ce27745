// The signed-in user's profile for my-profile (GET /my-profile) and saving the about fields
// (PATCH /update-my-profile). Reads over REST through lib/server-query; the screen only sees
// this hook.
import { useCallback } from 'react';
import type { About, UserDoc } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { usersApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

export type MyProfile = {
  profile: UserDoc | undefined;
  loading: boolean;
  error: unknown;
  /** True when the server acknowledged the update. */
  save: (about: About) => Promise<boolean>;
};

export function useMyProfile(): MyProfile {
  const { user, refresh } = useAuth();
  const email = user?.email ?? '';
  const { data, loading, error, reload } = useServerQuery(
    ['users', 'my-profile', email],
    () => usersApi.myProfile(email),
    { enabled: email !== '' },
  );
  const save = useCallback(
    async (about: About) => {
      if (!email) return false;
      const answer = await usersApi.updateMyProfile(email, about);
      if (!answer?.acknowledged) return false;
      void reload();
      void refresh();
      return true;
    },
    [email, reload, refresh],
  );
  return { profile: data ?? user ?? undefined, loading: loading && !data, error, save };
}
