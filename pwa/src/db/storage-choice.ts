// Which storage this tab's database runs on, decided at boot (storage-start.ts), and the one
// moment a profile from before the memory-mapped storage moves to it. Every profile ends on the
// memory-mapped storage: in ONE SharedWorker ('shared'), or where the browser has none, in the
// worker of the tab that leads ('owner', engine-leader.ts). A profile that still has RxDB's
// Dexie databases is migrated first (dexie-migration.ts, in a worker of its own), unless a tab
// still writes them: a tab of the previous version (its RxDB leader election holds or waits for
// a Web Lock, and it holds no tab lease), or a tab of this version that kept Dexie for the same
// reason (DEXIE_TAB_LOCK). A write such a tab made after the copy would be lost, so this start
// keeps Dexie too ('dexie') and a later start migrates. Tabs decide one at a time
// (MIGRATION_LOCK): a tab that starts during a migration waits for it, then runs on its result.
// No rxdb here: this module is part of the entry.
import { dexieDatabasesOf, hasDexieDatabases } from './dexie-profile';
import { TAB_LEASE_PREFIX } from './tab-lease';

export type StorageMode = 'shared' | 'owner' | 'dexie' | 'none';

/** The app's database (open-local.ts opens it under this name). */
export const APP_DATABASE = 'hostel-meals';
/** Held while a tab chooses (and, when due, migrates). */
export const MIGRATION_LOCK = 'hostel-storage-migration';
/** Held (shared) by every tab of this version that runs on Dexie, for its whole life. */
export const DEXIE_TAB_LOCK = 'hostel-storage-dexie-tab';
/**
 * RxDB's leader election (broadcast-channel's LeaderElectionWebLock) names its lock
 * `pubkey-bc||<method>||RxDB:|<storage>|<database>`; every tab with the database open holds it
 * (the leader) or waits for it.
 */
const RXDB_LEADER_LOCK = /^pubkey-bc\|\|[^|]*\|\|RxDB:/;

export type LockManagerLike = Pick<LockManager, 'request' | 'query'>;

export const webLocks = (): LockManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.locks;

/** Whether a tab that writes RxDB's Dexie databases is open now. */
export async function dexieTabOpen(locks: LockManagerLike): Promise<boolean> {
  const { held = [], pending = [] } = await locks.query();
  const all = [...held, ...pending];
  if (all.some((lock) => lock.name === DEXIE_TAB_LOCK)) return true;
  const leased = new Set(
    all.filter((lock) => lock.name?.startsWith(TAB_LEASE_PREFIX)).map((lock) => lock.clientId),
  );
  return all.some((lock) => RXDB_LEADER_LOCK.test(lock.name ?? '') && !leased.has(lock.clientId));
}

/** Marks this tab as a Dexie writer for its whole life; resolves once the mark is held. */
function holdDexieTab(locks: LockManagerLike): Promise<void> {
  return new Promise((held) => {
    void locks.request(DEXIE_TAB_LOCK, { mode: 'shared' }, () => {
      held();
      return new Promise(() => undefined);
    });
  });
}

/** The memory-mapped storage's place in this browser ('none': it cannot have one). */
function mappedMode(locks: LockManagerLike | undefined): StorageMode {
  if (typeof SharedWorker !== 'undefined') return 'shared';
  // Without SharedWorker the worker of one tab runs the engine, chosen by a Web Lock.
  return locks && typeof Worker !== 'undefined' ? 'owner' : 'none';
}

/**
 * Chooses, migrating the profile when it is due. `migrate` runs the migration and answers
 * whether the profile is on the memory-mapped storage for good (a failure before that leaves
 * Dexie whole, and this start keeps it).
 */
export async function chooseStorageMode(migrate: () => Promise<boolean>): Promise<StorageMode> {
  const locks = webLocks();
  const mapped = mappedMode(locks);
  if (typeof indexedDB === 'undefined') return mapped;
  const known = [APP_DATABASE];
  // Without Web Locks no tab of the previous version can be seen: a Dexie profile keeps Dexie.
  if (!locks) return (await dexieDatabasesOf(indexedDB, known)).length > 0 ? 'dexie' : mapped;
  return locks.request(MIGRATION_LOCK, async (): Promise<StorageMode> => {
    const dexieProfile = (await dexieDatabasesOf(indexedDB, known)).length > 0;
    if (dexieProfile && (mapped === 'none' || (await dexieTabOpen(locks)))) {
      await holdDexieTab(locks);
      return 'dexie';
    }
    // A profile to move, or what an interrupted migration left after its commit to delete.
    if (dexieProfile || (await hasDexieDatabases(indexedDB, known))) {
      if (!(await migrate()) && dexieProfile) {
        await holdDexieTab(locks);
        return 'dexie';
      }
    }
    return mapped;
  });
}
