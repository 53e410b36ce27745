// The one-time-code secret of a resident's pass for one day: HMAC-SHA256 of the resident, the day
// and the pass generation, under a key derived (HKDF) from the signing key that signs the pass.
// Nothing is stored: the server derives it for the phone (its own coming days) and for the
// counters (one day, everybody covered), and a new generation or a new key makes new secrets.
// Per day, so a counter's list for one day gives nothing for any other day.
import { createHmac, hkdfSync } from 'node:crypto';
import { fromBase32, toBase32, type PassKeyPair } from '@hostel/shared-schema/meal-pass';

/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;
const derived = new Map<string, Buffer>();

function codeKeyOf(key: PassKeyPair): Buffer {
  let codeKey = derived.get(key.keyId);
  if (!codeKey) {
    codeKey = Buffer.from(
      hkdfSync('sha256', fromBase32(key.secretKey), '', 'hostel meal pass one-time codes', 32),
    );
    derived.set(key.keyId, codeKey);
  }
  return codeKey;
}

export function passSecret(
  key: PassKeyPair,
  pass: { residentId: string; date: string; generation: number },
): string {
  const mac = createHmac('sha256', codeKeyOf(key))
    .update(`${pass.residentId}|${pass.date}|${pass.generation}`)
    .digest();
  return toBase32(mac.subarray(0, SECRET_BYTES));
}
