// The precache plan's walk over the chunk graph (precache-plan.ts): what only a NOT_PRECACHED
// module reaches is left out; a chunk a public page also reaches stays, whatever its name.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { dashboardFiles, firstVisitChunks } from './precache-plan';

type Spec = { imports?: string[]; dynamic?: string[]; entry?: boolean; module?: string };

function bundle(specs: Record<string, Spec>): Rollup.OutputBundle {
  const out: Record<string, unknown> = {};
  for (const [fileName, spec] of Object.entries(specs)) {
    out[fileName] = {
      type: 'chunk',
      fileName,
      isEntry: spec.entry ?? false,
      facadeModuleId: spec.module ?? null,
      imports: spec.imports ?? [],
      dynamicImports: spec.dynamic ?? [],
    };
  }
  out['style.css'] = { type: 'asset', fileName: 'style.css' };
  return out as Rollup.OutputBundle;
}

describe('firstVisitChunks', () => {
  const graph = bundle({
    'main.js': { entry: true, imports: ['ui.js'], dynamic: ['home.js', 'kitchen.js', 'pay.js'] },
    'ui.js': {},
    'home.js': { module: '/app/pwa/src/features/home/pages/home-page.tsx', imports: ['frame.js'] },
    'kitchen.js': {
      module: '/app/pwa/src/features/kitchen/pages/kitchen-page.tsx',
      imports: ['recharts.js', 'frame.js', 'ui.js'],
    },
    'recharts.js': {},
    // Shared by a resident page and an admin page: stays.
    'frame.js': {},
    'pay.js': { module: '/app/pwa/src/features/checkout/stripe/stripe-card-payment-form.tsx' },
    'worker.js': { entry: true, imports: ['dexie.js'] },
    'dexie.js': {},
  });

  it('keeps what the entries reach and leaves out what only online-only pages reach', () => {
    const kept = firstVisitChunks(graph);
    expect([...kept].sort()).toEqual(
      ['dexie.js', 'frame.js', 'home.js', 'main.js', 'ui.js', 'worker.js'].sort(),
    );
  });

  it('keeps an online-only module a resident chunk imports statically', () => {
    const kept = firstVisitChunks(
      bundle({
        'main.js': { entry: true, imports: ['kitchen.js'] },
        'kitchen.js': { module: '/app/pwa/src/features/kitchen/pages/kitchen-page.tsx' },
      }),
    );
    expect(kept.has('kitchen.js')).toBe(true);
  });
});

describe('dashboardFiles', () => {
  const app = '/app/pwa/src';
  const graph = bundle({
    'main.js': {
      entry: true,
      imports: ['ui.js'],
      dynamic: ['admin-table.js', 'resident-table.js'],
    },
    'ui.js': {},
    'admin-table.js': { module: `${app}/app/admin-pages.ts`, dynamic: ['kitchen.js'] },
    'kitchen.js': {
      module: `${app}/features/kitchen/pages/kitchen-page.tsx`,
      imports: ['recharts.js', 'ui.js'],
    },
    'recharts.js': {},
    'resident-table.js': { module: `${app}/app/resident-pages.ts`, dynamic: ['pass.js'] },
    'pass.js': {
      module: `${app}/features/meal-pass/pages/meal-pass-page.tsx`,
      imports: ['qr.js'],
      dynamic: ['firebase.js'],
    },
    'qr.js': {},
    // Loaded on use (online) even from a dashboard page.
    'firebase.js': { module: `${app}/lib/providers/firebase-identity.ts` },
  });

  it("lists what each role's table reaches and the first visit does not precache", () => {
    const files = dashboardFiles(graph, firstVisitChunks(graph));
    expect(files.admin.sort()).toEqual(['/admin-table.js', '/kitchen.js', '/recharts.js']);
    expect(files.resident.sort()).toEqual(['/pass.js', '/qr.js', '/resident-table.js']);
  });

  it('fails the build when a table is missing from the bundle', () => {
    expect(() => dashboardFiles(bundle({ 'main.js': { entry: true } }), new Set())).toThrow(
      /No chunk of the dashboard's table/,
    );
  });
});
