// <AuthProvider/>: resolves the session from /api/auth/session at start, signs in, registers and out
// (spec §4: after each sign-in the user record is written and a session token requested; on
// logout the token is removed), fetches the role by email, and applies the global rule of
// spec §8: a 401/403 from an authenticated call clears the user and goes to /login.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ROLE, type Role, type UserDoc } from '@hostel/shared-schema';
import { setDataUser } from '../../db';
import { authApi, setUnauthorizedHandler } from '../../lib/api';
import { paths } from '../../lib/paths';
import { clearMealPassData } from '../../lib/meal-pass/device-store';
import { loadPublicConfig } from '../../lib/providers/public-config';
import { unsubscribeDevice } from '../../lib/push/push-device';
import { AuthContext, type AuthContextValue, type RegisterInput } from './auth-context';
import { loadCachedUser, saveCachedUser, SESSION_USER_KEY } from './session-cache';

async function roleFor(user: UserDoc): Promise<Role> {
  if (!user.email) return DEFAULT_ROLE;
  try {
    return (await authApi.getRole(user.email)) ?? user.role ?? DEFAULT_ROLE;
  } catch {
    return user.role ?? DEFAULT_ROLE;
  }
}

/** Spec §4: write the user record and request a session token; failures are logged only. */
async function afterSignIn(user: UserDoc) {
  await authApi.upsertUser(user).catch((error) => console.warn('user upsert failed', error));
  await authApi
    .createJwt(user.email)
    .then((answer) => console.info('session token', answer?.success))
    .catch((error) => console.warn('create-jwt failed', error));
}

/** Firebase's settings when it is the identity provider; its SDK module only then. */
async function firebaseIdentity() {
  const config = await loadPublicConfig();
  if (config.identity.provider !== 'firebase') return undefined;
  return { config: config.identity, sdk: await import('../../lib/providers/firebase-identity') };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<UserDoc | null>(null);
  const [role, setRole] = useState<Role | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const userRef = useRef<UserDoc | null>(null);
  userRef.current = user;

  const adopt = useCallback(async (next: UserDoc | null) => {
    // The local database follows the session: the user's own likes and requests replicate
    // only while they are signed in (see db/); an admin's counter servings once the role is known.
    const follow = (admin: boolean) =>
      void setDataUser(
        next ? { email: next.email, name: next.name, photo: next.photo, admin } : null,
      ).catch((error) => console.warn('local data could not follow the session', error));
    follow(next?.role === 'admin');
    saveCachedUser(next);
    if (!next) {
      clearMealPassData();
      setUser(null);
      setRole(undefined);
      return;
    }
    const nextRole = await roleFor(next);
    if (nextRole === 'admin' && next.role !== 'admin') follow(true);
    setUser(next);
    setRole(nextRole);
  }, []);

  /**
   * Asks the server who is signed in (/auth/session: the user, or null for a visitor, so a
   * visitor's start makes no failed request). Only the server's answer signs out; when it cannot
   * be reached the last known user stays signed in (offline start), so their waiting writes are
   * kept, and the check is repeated when the connection returns.
   */
  const probe = useCallback(async () => {
    try {
      await adopt((await authApi.session()).user);
      return true;
    } catch {
      const cached = loadCachedUser();
      if (cached && !userRef.current) {
        setUser(cached);
        setRole(cached.role ?? DEFAULT_ROLE);
      }
      return false;
    }
  }, [adopt]);

  useEffect(() => {
    let settled = false;
    void probe()
      .then((answered) => {
        settled = answered;
      })
      .finally(() => setLoading(false));
    const again = () => {
      if (!settled) void probe().then((answered) => (settled = answered));
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [probe]);

  // One session per profile: a sign-out in another tab signs this tab out too (its data layer
  // only forgets the user: the other tab removed their data), and a sign-in there is checked
  // with the server here. 'storage' events reach the other tabs only, after the change.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_USER_KEY && event.key !== null) return;
      if (!loadCachedUser()) {
        if (userRef.current) void adopt(null);
      } else void probe();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [adopt, probe]);

  // Spec §8: only a signed-in user is "logged out" by a 401/403; a visitor's 401 is expected.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const signedIn = userRef.current;
      if (!signedIn) return;
      userRef.current = null;
      saveCachedUser(null);
      clearMealPassData();
      setLoading(true);
      setUser(null);
      setRole(undefined);
      void setDataUser(null).catch(() => undefined);
      // The sign-in ended (elsewhere, or it expired): the server no longer sends to this device.
      void unsubscribeDevice();
      void authApi.removeJwt(signedIn.email).catch(() => undefined);
      navigate(paths.login, { replace: true });
      setLoading(false);
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      setLoading(true);
      try {
        const firebase = await firebaseIdentity();
        const signedIn = firebase
          ? await firebase.sdk.firebaseSignIn(firebase.config, email, password)
          : await authApi.login({ email, password });
        await afterSignIn(signedIn);
        await adopt(signedIn);
        return signedIn;
      } finally {
        setLoading(false);
      }
    },
    [adopt],
  );

  const register = useCallback(
    async ({ name, email, password, image }: RegisterInput) => {
      setLoading(true);
      try {
        const firebase = await firebaseIdentity();
        let created: UserDoc;
        if (firebase) {
          const input = { name, email, password, image };
          created = await firebase.sdk.firebaseRegister(firebase.config, input);
        } else {
          const form = new FormData();
          form.set('name', name);
          form.set('email', email);
          form.set('password', password);
          form.set('image', image);
          created = await authApi.register(form);
        }
        await afterSignIn(created);
        await adopt(created);
        return created;
      } finally {
        setLoading(false);
      }
    },
    [adopt],
  );

  const signInWithGoogle = useCallback(async () => {
    setLoading(true);
    try {
      const firebase = await firebaseIdentity();
      if (!firebase) throw new Error('auth/operation-not-allowed');
      const signedIn = await firebase.sdk.firebaseGoogleSignIn(firebase.config);
      await afterSignIn(signedIn);
      await adopt(signedIn);
      return signedIn;
    } finally {
      setLoading(false);
    }
  }, [adopt]);

  const signOut = useCallback(async () => {
    setLoading(true);
    try {
      const email = userRef.current?.email;
      // Logout signs out of Firebase too (its SDK keeps its own sign-in).
      const firebase = await firebaseIdentity().catch(() => undefined);
      await firebase?.sdk.firebaseSignOut(firebase.config).catch((error) => console.warn(error));
      // Waiting writes are pushed while the session still exists, then the user's data goes.
      await setDataUser(null).catch((error) => console.warn(error));
      // The server ends this device's push subscription with the sign-in; the browser's goes
      // too, so the next person on this phone starts with notifications off.
      await unsubscribeDevice();
      if (email) await authApi.removeJwt(email).catch((error) => console.warn(error));
      await adopt(null);
    } finally {
      setLoading(false);
    }
  }, [adopt]);

  const refresh = useCallback(async () => {
    await probe();
  }, [probe]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, role, loading, signIn, register, signInWithGoogle, signOut, refresh }),
    [user, role, loading, signIn, register, signInWithGoogle, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
