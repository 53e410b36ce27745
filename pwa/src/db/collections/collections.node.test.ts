// The engine's collection modules as the build gathers them (index.ts): one per synced
// collection of the shared registry, each named as its file, editable fields for each collection
// devices write, and every request and stream name, the engine's own included, declared once.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, SYNC_NAME } from '../collections';
import {
  engineCollection,
  type EngineCollection,
  type RequestHandlers,
  type StreamQueries,
} from '../engine-collection';
import { ENGINE_REQUESTS } from '../engine/requests';
import { ENGINE_STREAMS } from '../engine/streams';
import { WRITABLE_COLLECTIONS } from '../pending';
import { checkedCollections, ENGINE_COLLECTIONS, engineCollectionOf, mergedByName } from './index';

const FOLDER = fileURLToPath(new URL('.', import.meta.url));
const MODULE_FILES = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
  .sort();

const byPath = (...collections: EngineCollection[]) =>
  Object.fromEntries(collections.map((collection) => [`./${collection.name}.ts`, collection]));
const all = () => byPath(...ENGINE_COLLECTIONS);

describe("the engine's collection modules", () => {
  it('are one per synced collection, in the registry order', () => {
    expect(ENGINE_COLLECTIONS.map((collection) => collection.collection)).toEqual(COLLECTION_NAMES);
    expect(MODULE_FILES).toEqual(COLLECTION_NAMES.map((name) => `${SYNC_NAME[name]}.ts`).sort());
    for (const name of COLLECTION_NAMES)
      expect(engineCollectionOf(name).name).toBe(SYNC_NAME[name]);
  });

  it('are each named after their file', async () => {
    for (const file of MODULE_FILES) {
      const name = file.replace(/\.ts$/, '');
      const module = (await import(`./${name}.ts`)) as { default: EngineCollection };
      expect(module.default.name).toBe(name);
    }
  });

  it('declare editable fields for each collection devices write, and only for those', () => {
    for (const collection of ENGINE_COLLECTIONS) {
      const writable = (WRITABLE_COLLECTIONS as readonly string[]).includes(collection.collection);
      if (writable) expect(Array.isArray(collection.editable), collection.name).toBe(true);
      else expect(collection.editable, collection.name).toBeUndefined();
    }
    expect(engineCollectionOf('likes').editable).toEqual(['liked']);
    expect(engineCollectionOf('servings').editable).toEqual([]);
  });

  it('name every request and stream once, the engine’s own included', () => {
    const requests = [
      ...Object.keys(ENGINE_REQUESTS),
      ...ENGINE_COLLECTIONS.flatMap((collection) => Object.keys(collection.requests)),
    ];
    const streams = [
      ...Object.keys(ENGINE_STREAMS),
      ...ENGINE_COLLECTIONS.flatMap((collection) => Object.keys(collection.streams)),
    ];
    expect(new Set(requests).size).toBe(requests.length);
    expect(new Set(streams).size).toBe(streams.length);
    expect(requests).toContain('recordServing');
    expect(streams).toContain('slotServings');
    expect(Object.keys(engineCollectionOf('menu').streams)).toEqual(['menuRange']);
  });
});

describe('the check at start', () => {
  it('takes the modules as they are', () => {
    expect(checkedCollections(all())).toEqual(ENGINE_COLLECTIONS);
  });

  it('refuses a collection without a module', () => {
    const { './servings.ts': _servings, ...rest } = all();
    expect(() => checkedCollections(rest)).toThrow(
      "The synced collection 'servings' has no engine module: add db/collections/servings.ts",
    );
  });

  it('refuses a module named otherwise than its file', () => {
    const modules = { ...all(), './serving.ts': engineCollectionOf('servings') };
    expect(() => checkedCollections(modules)).toThrow(
      "db/collections/serving.ts declares the collection 'servings'",
    );
  });

  it('refuses a module of a collection the registry does not list', () => {
    const stray = { ...engineCollectionOf('menu'), name: 'menus' } as unknown as EngineCollection;
    expect(() => checkedCollections({ ...all(), './menus.ts': stray })).toThrow(
      "db/collections/menus.ts declares 'menus', which the shared registry",
    );
  });

  it('refuses a file without a collection', () => {
    expect(() => checkedCollections({ ...all(), './notes.ts': undefined })).toThrow(
      "db/collections/notes.ts has no collection: its default export must be engineCollection('notes', {...})",
    );
  });

  it('refuses a writable collection without editable fields, and a read-only one with some', () => {
    const { editable: _editable, ...likes } = engineCollectionOf('likes');
    expect(() => checkedCollections({ ...all(), './likes.ts': likes })).toThrow(
      'db/collections/likes.ts declares no editable fields',
    );
    const menu = { ...engineCollectionOf('menu'), editable: ['date'] };
    expect(() => checkedCollections({ ...all(), './menu.ts': menu })).toThrow(
      "db/collections/menu.ts declares editable fields, but devices only read 'menu'",
    );
  });

  it('refuses a request or stream named twice', () => {
    const twice = engineCollection('menu', {
      streams: { syncStatus: (layer) => layer.status.status$ },
    }) as unknown as EngineCollection;
    expect(() =>
      mergedByName<StreamQueries>(
        'stream',
        ENGINE_STREAMS,
        [twice],
        (collection) => collection.streams,
      ),
    ).toThrow(
      "The stream 'syncStatus' is declared twice: by the engine and by the collection 'menu'",
    );
    const servings = engineCollectionOf('servings');
    expect(() =>
      mergedByName<RequestHandlers>(
        'request',
        {},
        [servings, servings],
        (collection) => collection.requests,
      ),
    ).toThrow(
      "The request 'recordServing' is declared twice: by the collection 'servings' and by the collection 'servings'",
    );
  });
});
