// What a replicated collection is, declared once beside its entity (docs/sync.md, "Adding a
// synced collection"): its sync name, its zod entity, who may pull it, whether devices write it,
// its RxDB schema options and migration steps. The registry (collections.ts) lists them; the
// protocol's lists, the document schemas, the RxDB schemas, the catalogue's pull and push
// endpoints and the device's collection names are derived from it.
import type { z } from 'zod';
import type { RxSchemaExtras } from '../rxdb/to-rx-schema';

/** Who may pull a collection: anyone, only the owner of each document, or admins only. */
export type SyncAudience = 'public' | 'owner' | 'admin';

/** One RxDB migration step: a document of the previous version in the new shape. */
export type DocMigration = (doc: Record<string, unknown>) => Record<string, unknown> | null;

export type SyncedCollectionDef<
  Name extends string = string,
  Entity extends z.ZodObject = z.ZodObject,
  Audience extends SyncAudience = SyncAudience,
  Pushes extends boolean = boolean,
> = {
  /** The sync name: the URL's `{collection}` and the live channel's name. */
  name: Name;
  /** What a person calls one document: "Your serving was not saved." */
  noun: string;
  /** The entity a pushed document must match (strict: an unknown field is refused). */
  entity: Entity;
  /** What a pull answers of a document, when it is stricter than the entity (nested objects). */
  doc: z.ZodObject;
  audience: Audience;
  /**
   * Whether devices write it. A collection devices only read replicates pull-only, and the
   * server refuses a push of it.
   */
  devicePushes: Pushes;
  /** The field naming a document's owner, for a collection a device writes (its own documents). */
  ownerField?: keyof z.infer<Entity> & string;
  /** RxDB schema options: `version` (bumped with a migration step), indexes, property additions. */
  rx: Omit<RxSchemaExtras, 'title'>;
  /** `migrations[n]` turns a version n-1 document into version n (RxDB's migrationStrategies). */
  migrations: Record<number, DocMigration>;
  /** Fields whose values repeat across documents: a device keeps one copy of each value. */
  repeatedFields: readonly (keyof z.infer<Entity> & string)[];
};

type Defaulted = 'doc' | 'migrations' | 'repeatedFields';

/**
 * Declares a synced collection; `doc` defaults to the entity, the lists to empty. Its name,
 * audience and whether devices push it keep their literal types, so the lists derived from them
 * (the writable collections, say) are exact types too.
 */
export function syncedCollection<
  const Name extends string,
  Entity extends z.ZodObject,
  const Audience extends SyncAudience,
  const Pushes extends boolean,
>(
  def: Omit<SyncedCollectionDef<Name, Entity, Audience, Pushes>, Defaulted> &
    Partial<Pick<SyncedCollectionDef<Name, Entity, Audience, Pushes>, Defaulted>>,
): SyncedCollectionDef<Name, Entity, Audience, Pushes> {
  return { doc: def.entity, migrations: {}, repeatedFields: [], ...def };
}

/** `upcoming-meals` → `UpcomingMeals`. */
export type PascalName<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalName<Tail>}`
  : Capitalize<S>;
/** `upcoming-meals` → `upcomingMeals`: the device's name of a collection. */
export type LocalName<S extends string> = Uncapitalize<PascalName<S>>;

export function pascalName<S extends string>(name: S): PascalName<S> {
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('') as PascalName<S>;
}

export function localName<S extends string>(name: S): LocalName<S> {
  const pascal = pascalName(name);
  return (pascal.charAt(0).toLowerCase() + pascal.slice(1)) as LocalName<S>;
}

/** zod trims and then wants one character; JSON schema has no trim, so RxDB asks for a non-space. */
export const NOT_BLANK = { pattern: '\\S' };
