// Firebase ID token checks, with a local key set standing in for Google's published keys.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { firebaseVerifier, type FirebaseVerifier } from './firebase-token';

const PROJECT = 'demo-hostel';
let verify: FirebaseVerifier;
let sign: (
  claims?: Record<string, unknown>,
  options?: { kid?: string; key?: 'other' },
) => Promise<string>;

beforeAll(async () => {
  const good = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(good.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  verify = firebaseVerifier(PROJECT, createLocalJWKSet({ keys: [jwk] }));
  sign = async (claims = {}, { kid = 'k1', key } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    // registered claims first, so a test's `claims` can replace (or, as undefined, drop) any
    return new SignJWT({
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'uid-123',
      iat: now - 10,
      exp: now + 3600,
      auth_time: now - 10,
      email: 'Rahim@Hostel.test',
      name: 'Rahim',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(key === 'other' ? other.privateKey : good.privateKey);
  };
});

describe('firebaseVerifier', () => {
  it('accepts a token of the project and answers the identity (email lower-case)', async () => {
    const picture = 'https://lh3.googleusercontent.com/a/photo.png';
    expect(await verify(await sign({ picture, email_verified: true }))).toEqual({
      uid: 'uid-123',
      email: 'rahim@hostel.test',
      emailVerified: true,
      name: 'Rahim',
      picture,
    });
  });

  it('reports an unconfirmed email as such', async () => {
    expect((await verify(await sign({ email_verified: false })))?.emailVerified).toBe(false);
    expect((await verify(await sign()))?.emailVerified).toBe(false);
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['another project (audience)', () => sign({ aud: 'someone-else' })],
    ['another issuer', () => sign({ iss: 'https://securetoken.google.com/someone-else' })],
    ['an expired token', () => sign({ exp: now() - 3600 })],
    ['a token issued in the future', () => sign({ iat: now() + 3600 })],
    ['an authentication time in the future', () => sign({ auth_time: now() + 3600 })],
    ['no authentication time', () => sign({ auth_time: undefined })],
    ['no email', () => sign({ email: undefined })],
    ['a bad email', () => sign({ email: 'not-an-email' })],
    ['an empty subject', () => sign({ sub: '' })],
    ['a key Google did not publish', () => sign({}, { key: 'other' })],
    ['an unknown key id', () => sign({}, { kid: 'k9' })],
    [
      'an HS256 token',
      () =>
        new SignJWT({ email: 'a@b.io', auth_time: now() })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(`https://securetoken.google.com/${PROJECT}`)
          .setAudience(PROJECT)
          .setSubject('uid')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('x'.repeat(32))),
    ],
    ['an unsigned token', async () => `${btoa('{"alg":"none"}')}.${btoa('{"sub":"x"}')}.`],
    ['garbage', async () => 'not a token'],
  ])('refuses %s', async (_, token) => {
    expect(await verify(await token())).toBeUndefined();
  });
});
