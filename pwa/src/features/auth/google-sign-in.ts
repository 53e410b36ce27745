// Google sign-in (spec §2 "plus Google sign-in") needs an identity provider that offers it.
// The embedded provider (the default) does not, so no button shows. An installation that
// configures one (e.g. Firebase, POST /api/auth/firebase with its ID token) registers its popup
// here at start-up; the login screen then shows the button. See docs/decisions.md.
export type GoogleSignIn = () => Promise<void>;

let provider: GoogleSignIn | undefined;

export function registerGoogleSignIn(signIn: GoogleSignIn | undefined) {
  provider = signIn;
}

export function googleSignIn(): GoogleSignIn | undefined {
  return provider;
}
