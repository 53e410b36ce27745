// The world of the reliability tests and the soak: the bench data set (bench/dataset), small,
// in a fresh DATA_DIR, with a session for every resident and the admin written before the
// server starts (as if each had signed in; 200 scrypt logins from one address would only test
// the login throttle). Each person is a cookie-keeping client of the real API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeDataset, type DatasetManifest, type DatasetSize } from '../bench/dataset/make-dataset';
import { SESSION_COOKIE } from '../sync-server/src/auth/session';
import { createSession } from '../sync-server/src/domain/sessions/session-store';
import { openDatabase } from '../sync-server/src/db/database';
import { ApiClient } from '../sync-server/src/test-support/api-client';

export type Person = {
  id: string;
  email: string;
  name: string;
  role: 'general' | 'admin';
  package: string;
  token: string;
};

export type World = {
  dataDir: string;
  manifest: DatasetManifest;
  residents: Person[];
  admin: Person;
  mealIds: string[];
  upcomingIds: string[];
  /** A client of `person` against the server at `url`. */
  clientOf: (person: Person, url: string) => ApiClient;
  cookieOf: (person: Person) => string;
  remove: () => void;
};

export async function makeWorld(size: DatasetSize): Promise<World> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-reliability-'));
  const manifest = await makeDataset(dataDir, size);
  const db = openDatabase(dataDir);
  try {
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'role', 'package'])
      .orderBy('email')
      .execute();
    const people: Person[] = [];
    for (const user of users) {
      const { token } = await createSession(db, user.id, 24 * 3600, Date.now());
      people.push({ ...user, role: user.role as Person['role'], token });
    }
    const mealIds = (await db.selectFrom('meals').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    const upcomingIds = (
      await db.selectFrom('upcoming_meals').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    const cookieOf = (person: Person) => `${SESSION_COOKIE}=${person.token}`;
    return {
      dataDir,
      manifest,
      residents: people.filter((person) => person.role === 'general'),
      admin: people.find((person) => person.email === manifest.admin.email)!,
      mealIds,
      upcomingIds,
      clientOf: (person, url) => {
        const client = new ApiClient(url);
        client.setCookie(SESSION_COOKIE, person.token);
        return client;
      },
      cookieOf,
      remove: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await db.destroy();
  }
}
