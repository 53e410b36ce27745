// Firebase ID tokens (IDENTITY_PROVIDER=firebase): verified here before the server issues its own
// session, following Firebase's rules for third-party JWT libraries — RS256 signed by one of
// Google's published keys, audience the project id, issuer securetoken.google.com/<project>,
// not expired, a subject (the uid), an authentication time in the past, and an email.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isEmailAddress } from '@hostel/shared-schema';

const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

type FirebaseIdentity = {
  uid: string;
  email: string;
  /** False for an email/password sign-up whose address was never confirmed. */
  emailVerified: boolean;
  name?: string;
  picture?: string;
};
export type FirebaseVerifier = (idToken: string) => Promise<FirebaseIdentity | undefined>;

const CLOCK_TOLERANCE_SECONDS = 60;

export function firebaseVerifier(
  projectId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(FIREBASE_JWKS_URL), {
    timeoutDuration: 10_000,
  }),
): FirebaseVerifier {
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: projectId,
        issuer: `https://securetoken.google.com/${projectId}`,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const now = Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS;
      const { sub, email, name, picture, auth_time: authTime, iat } = payload;
      const emailVerified = payload.email_verified === true;
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) return undefined;
      if (typeof iat !== 'number' || iat > now) return undefined;
      if (typeof authTime !== 'number' || authTime > now) return undefined;
      if (typeof email !== 'string' || !isEmailAddress(email)) return undefined;
      return {
        uid: sub,
        email: email.toLowerCase(),
        emailVerified,
        name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : undefined,
        picture: typeof picture === 'string' && /^https:\/\//i.test(picture) ? picture : undefined,
      };
    } catch {
      return undefined; // bad signature, wrong project, expired, keys unreachable…
    }
  };
}
