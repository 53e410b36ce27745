// The emulator mode's checks, against a small stand-in for the emulator's accounts:lookup: an
// unsigned token of the project whose account the emulator knows passes; a signed token, another
// project or issuer, an expired token or an account the emulator does not know is refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseEmulatorVerifier } from './firebase-emulator-token';

const PROJECT = 'demo-hostel';
let emulator: Server;
let verify: ReturnType<typeof firebaseEmulatorVerifier>;

beforeAll(async () => {
  emulator = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { idToken } = JSON.parse(body) as { idToken: string };
      const sub = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub;
      res.setHeader('content-type', 'application/json');
      if (sub !== 'known-uid') {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { message: 'USER_NOT_FOUND' } }));
        return;
      }
      res.end(
        JSON.stringify({
          users: [{ localId: sub, email: 'Rahim@Hostel.test', displayName: 'Rahim' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  const port = (emulator.address() as AddressInfo).port;
  verify = firebaseEmulatorVerifier(PROJECT, `http://127.0.0.1:${port}`);
});
afterAll(() => new Promise((resolve) => emulator.close(resolve)));

const now = () => Math.floor(Date.now() / 1000);
const unsigned = (claims: Record<string, unknown> = {}) =>
  new UnsecuredJWT({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'known-uid',
    exp: now() + 3600,
    ...claims,
  }).encode();

describe('firebaseEmulatorVerifier', () => {
  it("answers the emulator's record of a known account", async () => {
    expect(await verify(unsigned())).toEqual({
      uid: 'known-uid',
      email: 'rahim@hostel.test',
      emailVerified: false,
      name: 'Rahim',
      picture: undefined,
    });
  });

  it.each([
    ['another project', () => unsigned({ aud: 'demo-other' })],
    ['another issuer', () => unsigned({ iss: 'https://securetoken.google.com/demo-other' })],
    ['an expired token', () => unsigned({ exp: now() - 10 })],
    ['an account the emulator does not know', () => unsigned({ sub: 'forged-uid' })],
    ['a signed (non-emulator) token', () => 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln'],
    ['garbage', () => 'not-a-token'],
  ])('refuses %s', async (_name, token) => {
    expect(await verify(token())).toBeUndefined();
  });
});
