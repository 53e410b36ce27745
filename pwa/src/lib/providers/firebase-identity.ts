// Firebase Auth as the identity provider (IDENTITY_PROVIDER=firebase, web config from
// /api/public-config). The SDK is imported only when one of these functions runs, which happens
// on the sign-in routes (and at logout): the home route's JavaScript stays as it was. After each
// Firebase sign-in the ID token goes to POST /api/auth/firebase; the server verifies it and
// issues its own session, exactly as after an embedded login. Errors are Firebase's, with their
// raw codes (auth/email-already-in-use…), which the screens show as spec §8 says.
import type { PublicConfig, UserDoc } from '@hostel/shared-schema';
import type { User } from 'firebase/auth';
import { adminApi, authApi } from '../api';

export type FirebaseIdentityConfig = Extract<PublicConfig['identity'], { provider: 'firebase' }>;

let loaded: Promise<Awaited<ReturnType<typeof load>>> | undefined;

async function load(config: FirebaseIdentityConfig) {
  const [{ initializeApp }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const auth = sdk.getAuth(initializeApp(config.firebase));
  // Only the server's explicit emulator mode (tests) names an emulator.
  if (config.emulatorUrl)
    sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return { auth, sdk };
}

function firebase(config: FirebaseIdentityConfig) {
  loaded ??= load(config);
  return loaded;
}

/** Fetches the SDK ahead of a click, so Google's popup opens within the click's activation. */
export function preloadFirebase(config: FirebaseIdentityConfig): void {
  void firebase(config).catch(() => (loaded = undefined));
}

async function sessionFor(user: User, extra: { name?: string; photo?: string } = {}) {
  return authApi.firebaseSignIn({ idToken: await user.getIdToken(), ...extra });
}

export async function firebaseSignIn(
  config: FirebaseIdentityConfig,
  email: string,
  password: string,
): Promise<UserDoc> {
  const { auth, sdk } = await firebase(config);
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
  return sessionFor(user);
}

/**
 * Sign-up (spec §7): the account, then the photo sent to the image host through our server (the
 * upload needs the session the ID token just opened), then the display name and photo on the
 * Firebase profile.
 */
export async function firebaseRegister(
  config: FirebaseIdentityConfig,
  input: { name: string; email: string; password: string; image: File },
): Promise<UserDoc> {
  const { auth, sdk } = await firebase(config);
  const { user } = await sdk.createUserWithEmailAndPassword(auth, input.email, input.password);
  const signedIn = await sessionFor(user, { name: input.name });
  const photo = await adminApi.uploadImage(input.image);
  await sdk.updateProfile(user, { displayName: input.name, photoURL: photo });
  return { ...signedIn, name: input.name, photo };
}

/** Google sign-in through Firebase's popup. */
export async function firebaseGoogleSignIn(config: FirebaseIdentityConfig): Promise<UserDoc> {
  const { auth, sdk } = await firebase(config);
  const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  return sessionFor(user, {
    name: user.displayName ?? undefined,
    photo: user.photoURL && /^https:\/\//.test(user.photoURL) ? user.photoURL : undefined,
  });
}

export async function firebaseSignOut(config: FirebaseIdentityConfig): Promise<void> {
  const { auth, sdk } = await firebase(config);
  await sdk.signOut(auth);
}

/**
 * "Forgot password?" with Firebase: Firebase's own reset e-mail and page. An unknown address is
 * answered like a known one (as Firebase does with e-mail enumeration protection on).
 */
export async function firebaseSendPasswordReset(
  config: FirebaseIdentityConfig,
  email: string,
): Promise<void> {
  const { auth, sdk } = await firebase(config);
  try {
    await sdk.sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
