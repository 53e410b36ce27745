// The browser's start (pwa/src/boot.ts) builds the schemas in stages, a task each: building every
// zod schema of the package at once was one task of ~50 ms on this machine (4× that on a phone,
// docs/performance-log/lighthouse.md). Each stage imports a part of the package after the parts it
// imports; zod-csp comes first, as in index.ts, so zod's JIT is off before any object schema is
// built. Importing the package itself afterwards runs what is left. Only the evaluation is wanted:
// `.then(() => undefined)` tells the bundler that no export is used, so the stages keep nothing the
// app itself does not import.
export const SCHEMA_STAGES: (() => Promise<void>)[] = [
  () => import('./zod-csp').then(() => undefined),
  () => import('./sync/protocol').then(() => undefined), // the entities
  () => import('./api/sync').then(() => undefined), // the meals', reviews' and requests' API shapes
  () => import('./api/endpoints').then(() => undefined), // the endpoint catalogue
  () => import('./index').then(() => undefined), // the rest: the RxDB schemas, the menu's times (date-fns)
];
