// The precache plan's walk over the chunk graph (precache-plan.ts): what only an ONLINE_ONLY
// module reaches is left out; a chunk a resident page also reaches stays, whatever its name.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { residentChunks } from './precache-plan';

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

describe('residentChunks', () => {
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
    const kept = residentChunks(graph);
    expect([...kept].sort()).toEqual(
      ['dexie.js', 'frame.js', 'home.js', 'main.js', 'ui.js', 'worker.js'].sort(),
    );
  });

  it('keeps an online-only module a resident chunk imports statically', () => {
    const kept = residentChunks(
      bundle({
        'main.js': { entry: true, imports: ['kitchen.js'] },
        'kitchen.js': { module: '/app/pwa/src/features/kitchen/pages/kitchen-page.tsx' },
      }),
    );
    expect(kept.has('kitchen.js')).toBe(true);
  });
});
