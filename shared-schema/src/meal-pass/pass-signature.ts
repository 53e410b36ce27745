// Ed25519 signatures of day passes (RFC 8032, through @noble/curves: the same code signs on the
// server and verifies on a counter with no network, in any browser, with no WebCrypto support
// needed). Keys, signatures and key ids are base32 text (RFC 4648, no padding).
import { ed25519 } from '@noble/curves/ed25519.js';
import { Secret } from 'otpauth';
import { dayPassMessage, type DayPass, type SignedDayPass } from './pass-format';

export const toBase32 = (bytes: Uint8Array): string =>
  new Secret({ buffer: new Uint8Array(bytes).buffer }).base32;
export const fromBase32 = (text: string): Uint8Array => Secret.fromBase32(text).bytes;

/** A hostel's signing key: the 32-byte Ed25519 secret key and its public key, base32. */
export type PassKeyPair = { keyId: string; secretKey: string; publicKey: string };
/** What a counter holds of a key: its id and public key. */
export type PassPublicKey = { keyId: string; publicKey: string };

/** The first 10 base32 characters of the public key (50 bits): names a key in a pass. */
export const passKeyId = (publicKey: string): string => publicKey.slice(0, 10);

/** The key pair of a 32-byte secret key (a seed kept by the server). */
export function passKeyPair(secretKey: Uint8Array): PassKeyPair {
  const publicKey = toBase32(ed25519.getPublicKey(secretKey));
  return { keyId: passKeyId(publicKey), secretKey: toBase32(secretKey), publicKey };
}

/** A new random key pair. */
export const newPassKeyPair = (): PassKeyPair => passKeyPair(ed25519.utils.randomSecretKey());

/** Signs a resident's pass for one day with the key (the pass names the key it is signed by). */
export function signDayPass(key: PassKeyPair, pass: Omit<DayPass, 'keyId'>): SignedDayPass {
  const unsigned: DayPass = { ...pass, keyId: key.keyId };
  const signature = ed25519.sign(dayPassMessage(unsigned), fromBase32(key.secretKey));
  return { ...unsigned, signature: toBase32(signature) };
}

/** True when the pass's signature is the key's, over exactly these fields. */
export function dayPassSignedBy(pass: SignedDayPass, key: PassPublicKey): boolean {
  if (pass.keyId !== key.keyId) return false;
  try {
    return ed25519.verify(
      fromBase32(pass.signature),
      dayPassMessage(pass),
      fromBase32(key.publicKey),
      { zip215: false },
    );
  } catch {
    return false; // a malformed signature or key is no signature
  }
}
