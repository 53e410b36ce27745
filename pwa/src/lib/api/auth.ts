// Session and user calls (spec §7 "Session and users") plus the embedded identity provider's
// /auth/* calls that stand in for the external one.
import {
  ENDPOINTS,
  type AccountSecurity,
  type AdminResetLink,
  type PasswordResetCheck,
  type PasswordResetCompleteBody,
  type ResetLinkLogEntry,
  type ChangePasswordBody,
  type FirebaseSignInBody,
  type LoginBody,
  type Role,
  type SessionAnswer,
  type SignedOutAnswer,
  type UserDoc,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

const pub = { authenticated: false } as const;

export const authApi = {
  me: () => callEndpoint<UserDoc>(ENDPOINTS.me, pub),
  /** Who is signed in, or null for a visitor: a 200 either way, so a visitor's start logs no 401. */
  session: () => callEndpoint<SessionAnswer>(ENDPOINTS.session, pub),
  login: (body: LoginBody) => callEndpoint<UserDoc>(ENDPOINTS.login, { body, ...pub }),
  /** multipart: name, email, password, image (file). */
  register: (form: FormData) => callEndpoint<UserDoc>(ENDPOINTS.register, { body: form, ...pub }),
  /** IDENTITY_PROVIDER=firebase: the server verifies the ID token, then issues its session. */
  firebaseSignIn: (body: FirebaseSignInBody) =>
    callEndpoint<UserDoc>(ENDPOINTS.firebaseSignIn, { body, ...pub }),
  createJwt: (email: string) =>
    callEndpoint<{ success: boolean }>(ENDPOINTS.createJwt, { body: { email } }),
  /** Logout: clears the session cookie (works without a session, so never signs out twice). */
  removeJwt: (email: string) =>
    callEndpoint<{ success: boolean }>(ENDPOINTS.removeJwt, { body: { email }, ...pub }),
  /** The profile's account security: sign-ins, password change, sign out elsewhere. */
  account: () => callEndpoint<AccountSecurity>(ENDPOINTS.account),
  changePassword: (body: ChangePasswordBody) =>
    callEndpoint<SignedOutAnswer>(ENDPOINTS.changePassword, { body }),
  signOutEverywhere: () => callEndpoint<SignedOutAnswer>(ENDPOINTS.signOutEverywhere, { body: {} }),
  /** Password reset: ask for an e-mailed link (202 whether or not the address has an account). */
  requestPasswordReset: (email: string) =>
    callEndpoint<{ accepted: true }>(ENDPOINTS.passwordResetRequest, { body: { email }, ...pub }),
  checkPasswordReset: (token: string) =>
    callEndpoint<PasswordResetCheck>(ENDPOINTS.passwordResetCheck, { body: { token }, ...pub }),
  /** Sets the new password; the answer's user is signed in on this browser. */
  completePasswordReset: (body: PasswordResetCompleteBody) =>
    callEndpoint<UserDoc>(ENDPOINTS.passwordResetComplete, { body, ...pub }),
  /** The links admins issued for the signed-in resident. */
  resetLinkLog: () => callEndpoint<ResetLinkLogEntry[]>(ENDPOINTS.resetLinkLog),
  /** An admin's one-time link for a resident (no mail configured). */
  issueResetLink: (email: string) =>
    callEndpoint<AdminResetLink>(ENDPOINTS.adminResetLink, { body: { email } }),
  upsertUser: (user: Pick<UserDoc, 'name' | 'email' | 'photo'> & Partial<UserDoc>) =>
    callEndpoint<unknown>(ENDPOINTS.upsertUser, {
      params: { email: user.email },
      body: {
        name: user.name,
        email: user.email,
        role: user.role,
        badge: user.badge,
        about: user.about,
        likings: user.likings,
        ulikings: user.ulikings,
        photo: user.photo,
      },
    }),
  getRole: (email: string) => callEndpoint<Role>(ENDPOINTS.getRole, { query: { email } }),
  getUser: (email: string) => callEndpoint<UserDoc>(ENDPOINTS.getUser, { query: { email } }),
  getPackage: (email: string) => callEndpoint<string>(ENDPOINTS.getPackage, { query: { email } }),
};
