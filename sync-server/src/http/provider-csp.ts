// The extra Content-Security-Policy sources each switched-on real provider needs (the security
// headers' CSP adds them to its own): nothing when every provider is the embedded default.
//   Stripe (Elements, Stripe.js): the script, its card iframes and its API.
//   Firebase Auth: its REST endpoints, the popup/iframe helper on the auth domain and Google's
//   API loader; with the emulator (tests only) the emulator's own origin.
//   The image host: the hosted pictures (uploads go through our server; the key stays there).
import type { Config } from '../config';

export type ProviderCspDirectives = Partial<
  Record<'scriptSrc' | 'connectSrc' | 'frameSrc' | 'imgSrc', string[]>
>;

type ProviderCspConfig = Pick<
  Config,
  'paymentProvider' | 'stripe' | 'identityProvider' | 'firebaseWeb' | 'firebaseAuthEmulatorUrl'
> &
  Pick<Config, 'imageHost'>;

function add(
  into: ProviderCspDirectives,
  directive: keyof ProviderCspDirectives,
  sources: string[],
) {
  const list = into[directive] ?? [];
  for (const source of sources) if (!list.includes(source)) list.push(source);
  into[directive] = list;
}

export function providerCsp(config: ProviderCspConfig): ProviderCspDirectives {
  const directives: ProviderCspDirectives = {};
  if (config.paymentProvider === 'stripe' && config.stripe) {
    add(directives, 'scriptSrc', ['https://js.stripe.com', 'https://*.js.stripe.com']);
    add(directives, 'frameSrc', [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    add(directives, 'connectSrc', ['https://api.stripe.com']);
    add(directives, 'imgSrc', ['https://*.stripe.com']);
  }
  if (config.identityProvider === 'firebase' && config.firebaseWeb) {
    add(directives, 'scriptSrc', ['https://apis.google.com']);
    add(directives, 'connectSrc', [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    add(directives, 'frameSrc', [`https://${config.firebaseWeb.authDomain}`]);
    // Google accounts' profile pictures (the photo a Google sign-in brings).
    add(directives, 'imgSrc', ['https://lh3.googleusercontent.com']);
    if (config.firebaseAuthEmulatorUrl) {
      add(directives, 'connectSrc', [config.firebaseAuthEmulatorUrl]);
      add(directives, 'frameSrc', [config.firebaseAuthEmulatorUrl]);
    }
  }
  if (config.imageHost === 'imgbb') add(directives, 'imgSrc', ['https://i.ibb.co']);
  return directives;
}
