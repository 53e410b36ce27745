// The entry of index.html: the app's code is requested only after the first paint. On a slow
// link the page's HTML and CSS (the home page's prerendered first paint, or the shell) then get
// the bandwidth to themselves and paint first; the JavaScript follows a frame later. A hidden
// tab paints nothing, so it starts at once. The local database's worker and IndexedDB probe
// start at the same moment (db/storage-start.ts), beside the app's modules rather than after
// them: a fresh client's first sync starts that much sooner.
import { prestartStorage } from './db/storage-start';

const start = () => {
  prestartStorage();
  void import('./main');
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
