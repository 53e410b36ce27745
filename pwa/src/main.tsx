// The app (loaded by boot.ts after the first paint): global styles, the router, the local
// database and the service worker.
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadRoute } from './app/router';
import { awaitEngineChoice, startEngine } from './db';
import { startImagePrefetch } from './pwa/prefetch-images';
import { registerServiceWorker } from './pwa/register-sw';
import './styles/tokens.css';
import './styles/base.css';

// Requests and watches made before the engine is started wait for it (db/engine/choice.ts).
awaitEngineChoice();

const root = createRoot(document.getElementById('root')!);
// The page's code (a lazy chunk) is loaded before the first render, so React's first commit is
// the whole page and replaces the prerendered first paint (or the shell) in one frame: no blank
// frame and no spinner in between. The render is a transition: React builds the page in slices of
// a few milliseconds and yields between them, so starting the app is not one long task that
// holds the phone's main thread (Lighthouse's blocking time, docs/performance-log/lighthouse.md).
void preloadRoute(window.location.pathname).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <TakeOver>
          <AppRouter />
        </TakeOver>
      </StrictMode>,
    );
  }),
);

/** index.html's #root is inert while it shows HTML only; the app's first commit lifts that. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return children;
}

// The local database opens right after the first frame: its code (RxDB, Dexie, socket.io) is a
// chunk of its own, so the shell and the page paint without waiting for it; screens then show
// cached data without waiting on the network.
const openDataLayer = () =>
  void startEngine().catch((error) => console.error('The local database could not open', error));
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(openDataLayer));
else setTimeout(openDataLayer);
// Neither is needed for the first screen: the service worker (and the image prefetch that goes
// through it) start after the load event, when the browser is idle, as Workbox advises.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run);
const startBackgroundWork = () =>
  whenIdle(() => {
    registerServiceWorker();
    startImagePrefetch();
  });
if (document.readyState === 'complete') startBackgroundWork();
else window.addEventListener('load', startBackgroundWork, { once: true });
