// The server's VAPID key pair, the same for the whole life of an installation (a new pair would
// orphan every subscription made with the old public key). In order:
//  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment;
//  - on PostgreSQL (the several-instances setup) the pair stored in the database: the first
//    instance to start generates and inserts it, every other one reads the same pair;
//  - on SQLite (one instance) the pair generated once into DATA_DIR/vapid-keys.json, like the
//    session secret.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { storeVapidKeysOnce } from '../domain/push/push-lookups';

export type VapidKeys = { publicKey: string; privateKey: string };

export const VAPID_KEYS_FILE = 'vapid-keys.json';

function keysInDataDir(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${file} holds no VAPID key pair: remove it to generate a new one`);
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export async function resolveVapidKeys(
  config: Pick<Config, 'push' | 'dataDir' | 'databaseUrl'>,
  db: Db,
): Promise<VapidKeys> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  if (config.databaseUrl) return storeVapidKeysOnce(db, webpush.generateVAPIDKeys());
  return keysInDataDir(config.dataDir);
}
