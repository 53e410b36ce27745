// PWA entry point: global styles, the router, and the service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { startDataLayer } from './db';
import { startImagePrefetch } from './pwa/prefetch-images';
import { registerServiceWorker } from './pwa/register-sw';
import './styles/tokens.css';
import './styles/base.css';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The local database opens right after the first frame: its code (RxDB, Dexie, socket.io) is a
// chunk of its own, so the shell and the page paint without waiting for it; screens then show
// cached data without waiting on the network.
const openDataLayer = () =>
  void startDataLayer().catch((error) => console.error('The local database could not open', error));
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(openDataLayer));
else setTimeout(openDataLayer);
registerServiceWorker();
startImagePrefetch();
