// The chunk groups (chunk-groups.ts): a module joins `app` only when the router's stage loads it
// and nothing earlier (boot, the schemas' stages, React) or outside the page (the worker) does;
// `pages` holds only what the precached lazy pages (public ones) alone reach. The rest is left to the bundler.
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

type Spec = { imports?: string[]; dynamic?: string[]; entry?: boolean };

const SRC = '/app/pwa/src';
const ids = {
  boot: `${SRC}/boot.ts`,
  stages: '/app/shared-schema/src/load-in-stages.ts',
  schema: '/app/shared-schema/src/sync/protocol.ts',
  reactDomClient: '/app/node_modules/react-dom/client.js',
  react: '/app/node_modules/react/index.js',
  router: `${SRC}/app/router.tsx`,
  main: `${SRC}/main.tsx`,
  ui: `${SRC}/components/ui/button.tsx`,
  layout: `${SRC}/app/layouts/navbar.tsx`,
  home: `${SRC}/features/home/pages/home-page.tsx`,
  homeCard: `${SRC}/components/meal-card/meal-card.tsx`,
  allMeals: `${SRC}/features/meals/pages/all-meals-page.tsx`,
  meal: `${SRC}/features/meals/pages/meal-details-page.tsx`,
  mealPass: `${SRC}/features/meal-pass/pages/meal-pass-page.tsx`,
  qr: '/app/node_modules/qrcode-generator/dist/qrcode.mjs',
  table: `${SRC}/components/dashboard/table-page.tsx`,
  pencil: '/app/node_modules/lucide-react/dist/esm/icons/pencil.js',
  kitchen: `${SRC}/features/kitchen/pages/kitchen-page.tsx`,
  recharts: '/app/node_modules/recharts/es6/index.js',
  dataLayer: `${SRC}/db/data-layer.ts`,
  worker: `${SRC}/db/storage-worker.ts`,
  rx: '/app/node_modules/rxdb/dist/esm/rx-storage-helper.js',
};

/** A module graph as Rolldown's chunking context shows it. */
function graph(specs: Partial<Record<keyof typeof ids, Spec>>) {
  const infos = new Map<string, Rolldown.ModuleInfo>();
  const info = (id: string) => {
    if (!infos.has(id)) {
      infos.set(id, {
        id,
        isEntry: false,
        importers: [],
        dynamicImporters: [],
        importedIds: [],
        dynamicallyImportedIds: [],
      } as unknown as Rolldown.ModuleInfo);
    }
    return infos.get(id)!;
  };
  for (const [name, spec] of Object.entries(specs) as [keyof typeof ids, Spec][]) {
    const module = info(ids[name]);
    (module as { isEntry: boolean }).isEntry = spec.entry ?? false;
    for (const target of spec.imports ?? []) {
      module.importedIds.push(ids[target as keyof typeof ids]);
      info(ids[target as keyof typeof ids]).importers.push(module.id);
    }
    for (const target of spec.dynamic ?? []) {
      module.dynamicallyImportedIds.push(ids[target as keyof typeof ids]);
      info(ids[target as keyof typeof ids]).dynamicImporters.push(module.id);
    }
  }
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const context = graph({
  boot: { entry: true, imports: ['stages'], dynamic: ['reactDomClient', 'router', 'main'] },
  reactDomClient: { imports: ['react'] },
  stages: { dynamic: ['schema'] },
  schema: {},
  router: {
    imports: ['ui', 'layout', 'schema'],
    dynamic: ['home', 'allMeals', 'meal', 'kitchen', 'mealPass'],
  },
  main: { imports: ['ui'], dynamic: ['dataLayer'] },
  layout: { imports: ['ui'] },
  ui: { imports: ['react'] },
  home: { imports: ['ui', 'homeCard'] },
  homeCard: { imports: ['ui'] },
  allMeals: { imports: ['table', 'pencil', 'ui'] },
  meal: { imports: ['table', 'ui', 'homeCard'] },
  mealPass: { imports: ['qr', 'ui'] },
  table: { imports: ['ui'] },
  kitchen: { imports: ['recharts', 'table', 'layout'] },
  dataLayer: { imports: ['rx', 'ui'] },
  worker: { entry: true, imports: ['rx'] },
});

const groupOf = (name: keyof typeof ids) => {
  const group = chunkGroups().groups![0]!;
  return (group.name as (id: string, ctx: typeof context) => string | null)(ids[name], context);
};

describe('chunkGroups', () => {
  it('merges what the router stage loads and only later roots share', () => {
    expect(groupOf('router')).toBe('app');
    expect(groupOf('ui')).toBe('app');
    // Also reached by an admin page, which the router loads later: loaded at the router's stage anyway.
    expect(groupOf('layout')).toBe('app');
  });

  it('merges React with the React DOM stage, the first to need it', () => {
    expect(groupOf('reactDomClient')).toBe('react');
    expect(groupOf('react')).toBe('react');
  });

  it('leaves what an earlier stage or the worker loads to the bundler', () => {
    expect(groupOf('schema')).toBeNull(); // a schema stage runs before the router
    expect(groupOf('rx')).toBeNull(); // the storage worker imports it
    expect(groupOf('boot')).toBeNull();
    expect(groupOf('main')).toBeNull(); // main runs as a stage of its own, after the router
  });

  it('merges the public lazy pages and what only they use', () => {
    expect(groupOf('allMeals')).toBe('pages');
    expect(groupOf('meal')).toBe('pages');
    expect(groupOf('pencil')).toBe('pages');
  });

  it("keeps the home page, the dashboard's pages and what only they use apart", () => {
    expect(groupOf('home')).toBeNull();
    expect(groupOf('kitchen')).toBeNull();
    expect(groupOf('recharts')).toBeNull();
    expect(groupOf('mealPass')).toBeNull(); // a signed-in resident's page: fetched at sign-in
    expect(groupOf('qr')).toBeNull();
  });

  it('puts what a public page shares with a dashboard page with the public pages', () => {
    expect(groupOf('table')).toBe('pages');
  });

  it('puts what the home page uses with the router stage', () => {
    expect(groupOf('homeCard')).toBe('app');
  });
});
