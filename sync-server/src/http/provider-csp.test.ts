// The CSP sources of the real providers: none by default, exactly each provider's when it is on.
import { describe, expect, it } from 'vitest';
import { providerCsp } from './provider-csp';

const OFF = {
  paymentProvider: 'test',
  identityProvider: 'embedded',
  imageHost: 'local',
} as const;
const STRIPE = {
  secretKey: 'sk_test_1',
  publishableKey: 'pk_test_1',
  currency: 'bdt',
};
const FIREBASE = { apiKey: 'k', authDomain: 'hostel.firebaseapp.com', projectId: 'hostel' };

describe('providerCsp', () => {
  it('adds nothing when no real provider is on', () => {
    expect(providerCsp(OFF)).toEqual({});
  });

  it('allows Stripe.js, its frames and API only with Stripe on', () => {
    const csp = providerCsp({ ...OFF, paymentProvider: 'stripe', stripe: STRIPE });
    expect(csp.scriptSrc).toContain('https://js.stripe.com');
    expect(csp.frameSrc).toContain('https://js.stripe.com');
    expect(csp.connectSrc).toEqual(['https://api.stripe.com']);
  });

  it('allows Firebase Auth (and the emulator only when configured)', () => {
    const csp = providerCsp({ ...OFF, identityProvider: 'firebase', firebaseWeb: FIREBASE });
    expect(csp.frameSrc).toEqual(['https://hostel.firebaseapp.com']);
    expect(csp.connectSrc).toContain('https://identitytoolkit.googleapis.com');
    expect(JSON.stringify(csp)).not.toMatch(/stripe|127\.0\.0\.1/);
    const emulated = providerCsp({
      ...OFF,
      identityProvider: 'firebase',
      firebaseWeb: FIREBASE,
      firebaseAuthEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(emulated.connectSrc).toContain('http://127.0.0.1:9099');
  });

  it('allows the image host pictures with IMAGE_HOST=imgbb', () => {
    expect(providerCsp({ ...OFF, imageHost: 'imgbb' })).toEqual({ imgSrc: ['https://i.ibb.co'] });
  });
});
