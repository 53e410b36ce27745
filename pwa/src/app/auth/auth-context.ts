// The auth context's shape (spec §4 "Authentication"): the signed-in user, the role, the loading
// flag and the sign-in/out functions. Provided by <AuthProvider/>, read with useAuth().
import { createContext } from 'react';
import type { Role, UserDoc } from '@hostel/shared-schema';

export type RegisterInput = { name: string; email: string; password: string; image: File };

export type AuthContextValue = {
  /** The signed-in user, or null when signed out. */
  user: UserDoc | null;
  /** The role from /get-role ('general' by default), undefined when signed out. */
  role: Role | undefined;
  /** True while the session is being resolved, registering, logging in or logging out. */
  loading: boolean;
  /** Email + password sign-in; throws ApiError (code auth/invalid-login-credentials, ...). */
  signIn: (email: string, password: string) => Promise<UserDoc>;
  /** Sign-up with the profile image file; throws ApiError (code auth/email-already-in-use, ...). */
  register: (input: RegisterInput) => Promise<UserDoc>;
  /** Google sign-in through the identity provider's popup (Firebase only); throws its code. */
  signInWithGoogle: () => Promise<UserDoc>;
  /** Logout: removes the session token and clears the user. */
  signOut: () => Promise<void>;
  /** Reload the signed-in user (after a profile or package change). */
  refresh: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
