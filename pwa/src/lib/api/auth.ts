// Session and user calls (spec §7 "Session and users") plus the embedded identity provider's
// /auth/* calls that stand in for the external one.
import type {
  AccountSecurity,
  ChangePasswordBody,
  FirebaseSignInBody,
  LoginBody,
  Role,
  SignedOutAnswer,
  UserDoc,
} from '@hostel/shared-schema';
import { http } from './client';

const pub = { authenticated: false } as const;

export const authApi = {
  me: () => http.get<UserDoc>('/auth/me', pub),
  login: (body: LoginBody) => http.post<UserDoc>('/auth/login', body, pub),
  /** multipart: name, email, password, image (file). */
  register: (form: FormData) => http.post<UserDoc>('/auth/register', form, pub),
  /** IDENTITY_PROVIDER=firebase: the server verifies the ID token, then issues its session. */
  firebaseSignIn: (body: FirebaseSignInBody) => http.post<UserDoc>('/auth/firebase', body, pub),
  createJwt: (email: string) => http.post<{ success: boolean }>('/create-jwt', { email }),
  /** Logout: clears the session cookie (works without a session, so never signs out twice). */
  removeJwt: (email: string) => http.post<{ success: boolean }>('/remove-jwt', { email }, pub),
  /** The profile's account security (issue 9): sign-ins, password change, sign out elsewhere. */
  account: () => http.get<AccountSecurity>('/auth/account'),
  changePassword: (body: ChangePasswordBody) =>
    http.post<SignedOutAnswer>('/auth/change-password', body),
  signOutEverywhere: () => http.post<SignedOutAnswer>('/auth/sign-out-everywhere', {}),
  upsertUser: (user: Pick<UserDoc, 'name' | 'email' | 'photo'> & Partial<UserDoc>) =>
    http.put<unknown>(`/all-users/${encodeURIComponent(user.email)}`, {
      name: user.name,
      email: user.email,
      role: user.role,
      badge: user.badge,
      about: user.about,
      likings: user.likings,
      ulikings: user.ulikings,
      photo: user.photo,
    }),
  getRole: (email: string) => http.get<Role>('/get-role', { query: { email } }),
  getUser: (email: string) => http.get<UserDoc>('/get-user', { query: { email } }),
  getPackage: (email: string) => http.get<string>('/get-package', { query: { email } }),
};
