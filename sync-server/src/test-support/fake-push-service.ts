// A local push service, as a browser's push service would receive the server's pushes. Each
// test subscription has its own P-256 key pair and auth secret, exactly like a browser's, so
// the fake can decrypt (RFC 8291 / aes128gcm, with http_ece) what the server encrypted, and it
// verifies the VAPID Authorization header (RFC 8292: an ES256 JWT for the service's origin,
// signed by the key it names). A subscription can be told to answer 410 Gone. Push services
// speak HTTPS only: the fake has a certificate of its own for 127.0.0.1, written to `caFile`
// for the server's PUSH_SERVICE_CA.
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import { generate } from 'selfsigned';
import type { PushSubscriptionBody } from '@hostel/shared-schema';

export type ReceivedPush = {
  /** The subscription's id (the last segment of its endpoint). */
  id: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID JWT's claims, verified with the key of the header's `k`. */
  vapid: { claims: JWTPayload; publicKey: string };
};

type Device = { ecdh: ECDH; auth: Buffer; status: number };

export type FakePushService = {
  /** https://127.0.0.1:port, for the server's PUSH_SERVICE_ORIGINS. */
  origin: string;
  /** The fake's certificate (PEM file), for the server's PUSH_SERVICE_CA. */
  caFile: string;
  /** A new subscription, as a browser's PushSubscription.toJSON() gives it. */
  subscription: () => PushSubscriptionBody;
  /** From now on the push service answers this status for the subscription (410: gone). */
  answerWith: (endpoint: string, status: number) => void;
  received: ReceivedPush[];
  /** Pushes refused because they did not decrypt or verify, with why. */
  invalid: string[];
  close: () => Promise<void>;
};

const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1);

/** The P-256 public key of the VAPID header's `k` (65 bytes, uncompressed) as a JWK. */
function jwkOf(rawKey: string) {
  const raw = Buffer.from(rawKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
}

async function readBody(request: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const invalid: string[] = [];
  let origin = '';

  async function accept(id: string, headers: IncomingHttpHeaders, body: Buffer) {
    const device = devices.get(id);
    if (!device) throw new Error(`no subscription ${id}`);
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
    if (!match) throw new Error(`Authorization is not VAPID: ${headers.authorization}`);
    const [, token, publicKey] = match;
    const key = await importJWK(jwkOf(publicKey), 'ES256');
    const { payload: claims } = await jwtVerify(token, key, { audience: origin });
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const plain = decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.auth,
    });
    received.push({
      id,
      headers,
      payload: JSON.parse(plain.toString('utf8')),
      vapid: { claims, publicKey },
    });
    return device.status;
  }

  // Valid from long before to long after any date a test runs at (or a clock moved for it).
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    notBeforeDate: new Date('2000-01-01T00:00:00Z'),
    notAfterDate: new Date('2100-01-01T00:00:00Z'),
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'fake-push-')), 'ca.pem');
  writeFileSync(caFile, pems.cert);
  const server: Server = createServer(
    { key: pems.private, cert: pems.cert },
    (request, response) => {
      const id = idOf(request.url ?? '');
      readBody(request)
        .then((body) => accept(id, request.headers, body))
        .then((status) => {
          response.writeHead(status).end();
        })
        .catch((error: unknown) => {
          invalid.push(String((error as Error)?.message ?? error));
          response.writeHead(400).end();
        });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile,
    received,
    invalid,
    subscription: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    answerWith: (endpoint, status) => {
      const device = devices.get(idOf(endpoint));
      if (device) device.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
