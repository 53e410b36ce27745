// The entry of index.html: the app's code is requested only after the first paint. On a slow
// link the page's HTML and CSS (the home page's prerendered first paint, or the shell) then get
// the bandwidth to themselves and paint first; the JavaScript follows a frame later. A hidden
// tab paints nothing, so it starts at once. The local database's worker and IndexedDB probe
// start at the same moment (db/storage-start.ts), beside the app's modules rather than after
// them: a fresh client's first sync starts that much sooner.
//
// The app's files are all requested at once, then run in stages with a task boundary between them
// (the schemas, React, the router and the UI kit, then the app): running them as one module graph
// was one task of 0.2–0.7 s on a phone (Lighthouse's blocking time,
// docs/performance-log/lighthouse.md), during which a tap on the prerendered page could not even be
// seen.
import { SCHEMA_STAGES } from '@hostel/shared-schema/load-in-stages';
import { prestartStorage } from './db/storage-start';

/** The app's start files, filled in at build (scripts/start-modules.ts); a dev server has none. */
const START_MODULES: unknown = '__START_MODULES__';

/**
 * The page's first Intl formatter, whatever its kind, loads ICU's locale and time-zone data:
 * ~20 ms, ~80 ms at a phone's speed (every later formatter takes well under a millisecond).
 * That cost is a stage of its own rather than part of a render: Today's date, in the hostel's
 * time zone (@date-fns/tz), was the first, in the middle of the page's first render.
 */
const loadIntlData = () =>
  void new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);

const STAGES = [
  ...SCHEMA_STAGES,
  () => import('react-dom/client'),
  () => import('./app/router'), // React, the router, the UI kit, the layouts
  loadIntlData,
  () => import('./main'),
];

/** Lets the browser paint and handle input before the next stage runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function preload(files: unknown) {
  if (!Array.isArray(files)) return;
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = String(href);
    document.head.append(link);
  }
}

async function start() {
  preload(START_MODULES);
  prestartStorage();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
}

const run = () => void start();
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run));
else run();
