// The engine's collections: one module per synced collection in this folder, named after its
// sync name (servings.ts, upcoming-meals.ts), each exporting `engineCollection(…)` by default
// (engine-collection.ts). They are found by the build (Vite's import.meta.glob, in the page, the
// engine's worker and the tests alike), so adding a collection adds a module and edits no list.
// At start the set is checked against the shared registry: exactly one module per collection,
// each named as its file, editable fields for each collection devices write, and no request or
// stream named twice. (`./collections` is the database's file, collections.ts: this folder's
// modules import it, and others import this file as `./collections/index`.)
import { COLLECTION_NAMES, SYNC_NAME, type CollectionName } from '../collections';
import { WRITABLE_COLLECTIONS } from '../pending';
import type { EngineCollection, RequestHandlers, StreamQueries } from '../engine-collection';

/** The modules by file path ('./servings.ts'), tests and this file aside. */
const MODULES = import.meta.glob<EngineCollection>(['./*.ts', '!./*.test.ts', '!./index.ts'], {
  eager: true,
  import: 'default',
});

const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');

/**
 * The modules in the registry's order, after checking that each file's default export is a
 * collection named as the file, and that every collection of the registry has one.
 */
export function checkedCollections(
  modules: Record<string, EngineCollection | undefined>,
): EngineCollection[] {
  const byName = new Map<string, EngineCollection>();
  for (const [path, module] of Object.entries(modules)) {
    const file = fileName(path);
    if (!module || typeof module !== 'object' || typeof module.name !== 'string') {
      throw new Error(
        `db/collections/${file}.ts has no collection: its default export must be engineCollection('${file}', {...})`,
      );
    }
    if (module.name !== file) {
      throw new Error(
        `db/collections/${file}.ts declares the collection '${module.name}': a collection's module is named after it (${module.name}.ts)`,
      );
    }
    if (!Object.values(SYNC_NAME).includes(module.name)) {
      throw new Error(
        `db/collections/${file}.ts declares '${module.name}', which the shared registry of synced collections (SYNCED_COLLECTIONS) does not list`,
      );
    }
    byName.set(module.name, module);
  }
  return COLLECTION_NAMES.map((name) => {
    const module = byName.get(SYNC_NAME[name]);
    if (!module) {
      throw new Error(
        `The synced collection '${SYNC_NAME[name]}' has no engine module: add db/collections/${SYNC_NAME[name]}.ts`,
      );
    }
    const writable = (WRITABLE_COLLECTIONS as readonly CollectionName[]).includes(name);
    if (writable && !module.editable) {
      throw new Error(
        `db/collections/${module.name}.ts declares no editable fields: devices write '${module.name}', so its module says which fields a user edits (editable: [] when none)`,
      );
    }
    if (!writable && module.editable) {
      throw new Error(
        `db/collections/${module.name}.ts declares editable fields, but devices only read '${module.name}'`,
      );
    }
    return module;
  });
}

/**
 * One map of the handlers or queries of every module and the engine's own, after checking that
 * no name comes twice (a second handler of a request would silently replace the first).
 */
export function mergedByName<Parts extends RequestHandlers | StreamQueries>(
  what: 'request' | 'stream',
  own: Parts,
  collections: readonly EngineCollection[],
  partOf: (collection: EngineCollection) => Parts,
): Parts {
  const merged: Record<string, unknown> = { ...own };
  const owner = new Map(Object.keys(own).map((name) => [name, 'the engine']));
  for (const collection of collections) {
    for (const [name, handler] of Object.entries(partOf(collection))) {
      const earlier = owner.get(name);
      if (earlier) {
        throw new Error(
          `The ${what} '${name}' is declared twice: by ${earlier} and by the collection '${collection.name}'`,
        );
      }
      owner.set(name, `the collection '${collection.name}'`);
      merged[name] = handler;
    }
  }
  return merged as Parts;
}

/** Every collection's module, in the registry's order (the first pull's). */
export const ENGINE_COLLECTIONS: readonly EngineCollection[] = checkedCollections(MODULES);

/** A collection's module by its device name. */
export const engineCollectionOf = (name: CollectionName): EngineCollection =>
  ENGINE_COLLECTIONS.find((collection) => collection.collection === name)!;
