// FIREBASE_AUTH_EMULATOR_HOST (tests only; loadConfig allows it only for a demo-… project): the
// Auth emulator's ID tokens carry no signature, so instead of Google's keys the token's claims
// are checked here (unsigned, this project, this issuer, not expired) and the emulator itself
// must know the account (accounts:lookup); the identity is the emulator's record of it.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { EMAIL_PATTERN } from '@hostel/shared-schema';
import type { FirebaseVerifier } from './firebase-token';

type LookupAnswer = {
  users?: {
    localId?: string;
    email?: string;
    emailVerified?: boolean;
    displayName?: string;
    photoUrl?: string;
  }[];
};

export function firebaseEmulatorVerifier(projectId: string, emulatorUrl: string): FirebaseVerifier {
  return async (idToken) => {
    try {
      if (decodeProtectedHeader(idToken).alg !== 'none') return undefined;
      const claims = decodeJwt(idToken);
      const now = Date.now() / 1000;
      if (claims.aud !== projectId) return undefined;
      if (claims.iss !== `https://securetoken.google.com/${projectId}`) return undefined;
      if (typeof claims.exp !== 'number' || claims.exp < now) return undefined;
      if (typeof claims.sub !== 'string' || claims.sub === '') return undefined;
      const response = await fetch(
        `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ idToken }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!response.ok) return undefined;
      const user = ((await response.json()) as LookupAnswer).users?.[0];
      if (!user || user.localId !== claims.sub) return undefined;
      if (typeof user.email !== 'string' || !EMAIL_PATTERN.test(user.email)) return undefined;
      return {
        uid: claims.sub,
        email: user.email.toLowerCase(),
        emailVerified: user.emailVerified === true,
        name: user.displayName?.trim() ? user.displayName.trim().slice(0, 200) : undefined,
        picture: user.photoUrl && /^https?:\/\//i.test(user.photoUrl) ? user.photoUrl : undefined,
      };
    } catch {
      return undefined;
    }
  };
}
