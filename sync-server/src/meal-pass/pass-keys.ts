// The server's meal pass signing keys (docs/decisions/0231-meal-pass-keys-kept-and-rotated.md),
// kept like the VAPID pair (push/vapid-keys.ts), the same on every instance. In order:
//  - PASS_SIGNING_KEYS from the environment: Ed25519 secret keys (base32), newest first; the
//    first signs and every one listed is trusted;
//  - on PostgreSQL (several instances) the keys stored in the database: the first instance to
//    start generates one, every other one reads the same;
//  - on SQLite (one instance) DATA_DIR/meal-pass-keys.json, generated once.
// Rotating (`npm run rotate-pass-key`) adds a new key to the store: it signs from the next start,
// while the key it replaced stays trusted for the passes phones already hold, until those expire.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  fromBase32,
  newPassKeyPair,
  PASS_DAYS_AHEAD,
  passKeyPair,
  type PassKeyPair,
} from '@hostel/shared-schema/meal-pass';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { forgetPassKeys, storedPassKeys, storePassKey } from '../domain/meal-pass/pass-key-rows';

/** A key as the store keeps it: the secret key (base32) and when it was made. */
export type StoredPassKey = { secretKey: string; createdAt: number };
/** The key that signs, and every key a counter trusts (the signing one first). */
export type PassKeyRing = { signing: PassKeyPair; trusted: PassKeyPair[] };

export const PASS_KEYS_FILE = 'meal-pass-keys.json';
const DAY_MS = 86_400_000;
/**
 * How long a key stays trusted after a newer one was made: the passes it signed for the coming
 * days (today and PASS_DAYS_AHEAD more), plus a day for a phone that fetched them just before.
 */
export const REPLACED_KEY_TRUST_MS = (PASS_DAYS_AHEAD + 2) * DAY_MS;

const pairOf = (secretKey: string): PassKeyPair => passKeyPair(fromBase32(secretKey));

/** The ring of stored keys (newest first) at `now`: replaced keys drop out after their time. */
export function keyRingOf(stored: readonly StoredPassKey[], now: number): PassKeyRing {
  const newestFirst = [...stored].sort((a, b) => b.createdAt - a.createdAt);
  const trusted = newestFirst.filter(
    (_key, index) => index === 0 || newestFirst[index - 1].createdAt > now - REPLACED_KEY_TRUST_MS,
  );
  const pairs = trusted.map((key) => pairOf(key.secretKey));
  return { signing: pairs[0], trusted: pairs };
}

/** Keys given by PASS_SIGNING_KEYS: the first signs, all are trusted. */
export function keyRingOfEnvironment(secretKeys: readonly string[]): PassKeyRing {
  const pairs = secretKeys.map(pairOf);
  return { signing: pairs[0], trusted: pairs };
}

function readFile(file: string): StoredPassKey[] {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { keys?: StoredPassKey[] };
  if (!Array.isArray(stored.keys) || stored.keys.length === 0) {
    throw new Error(`${file} holds no meal pass key: remove it to generate a new one`);
  }
  return stored.keys;
}

function writeFile(file: string, keys: StoredPassKey[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a crash never leaves half a key file.
  writeFileSync(`${file}.new`, JSON.stringify({ keys }), { mode: 0o600 });
  renameSync(`${file}.new`, file);
}

const newStoredKey = (now: number): StoredPassKey => ({
  secretKey: newPassKeyPair().secretKey,
  createdAt: now,
});

async function storedInDatabase(db: Db): Promise<StoredPassKey[]> {
  return (await storedPassKeys(db)).map(({ secretKey, createdAt }) => ({ secretKey, createdAt }));
}

const insertKey = (db: Db, key: StoredPassKey) =>
  storePassKey(db, { keyId: pairOf(key.secretKey).keyId, ...key });

type KeyConfig = Pick<Config, 'mealPass' | 'dataDir' | 'databaseUrl'>;

/** The keys in force at start (a first key is made when none is kept yet). */
export async function resolvePassKeys(
  config: KeyConfig,
  db: Db,
  now: number,
): Promise<PassKeyRing> {
  if (config.mealPass.signingKeys) return keyRingOfEnvironment(config.mealPass.signingKeys);
  if (config.databaseUrl) {
    let stored = await storedInDatabase(db);
    if (stored.length === 0) {
      // Instances starting together may each insert one: the newest row then signs for all.
      await insertKey(db, newStoredKey(now));
      stored = await storedInDatabase(db);
    }
    return keyRingOf(stored, now);
  }
  const file = path.join(config.dataDir, PASS_KEYS_FILE);
  if (!existsSync(file)) writeFile(file, [newStoredKey(now)]);
  return keyRingOf(readFile(file), now);
}

/**
 * Adds a new signing key to the store and forgets keys no longer trusted; the instances sign with
 * it from their next start. Refused when the environment gives the keys (the operator rotates
 * them there).
 */
export async function rotatePassKeys(config: KeyConfig, db: Db, now: number): Promise<PassKeyRing> {
  if (config.mealPass.signingKeys) {
    throw new Error(
      'PASS_SIGNING_KEYS is set: put a new key first in it and keep the old one after it for a week',
    );
  }
  const fresh = newStoredKey(now);
  if (config.databaseUrl) {
    await insertKey(db, fresh);
    const stored = await storedPassKeys(db);
    const ring = keyRingOf(stored, now);
    const kept = new Set(ring.trusted.map((key) => key.keyId));
    await forgetPassKeys(
      db,
      stored.map((key) => key.keyId).filter((id) => !kept.has(id)),
    );
    return ring;
  }
  const file = path.join(config.dataDir, PASS_KEYS_FILE);
  const before = existsSync(file) ? readFile(file) : [];
  const ring = keyRingOf([fresh, ...before], now);
  const kept = new Set(ring.trusted.map((key) => key.secretKey));
  writeFile(
    file,
    [fresh, ...before].filter((key) => kept.has(key.secretKey)),
  );
  return ring;
}
