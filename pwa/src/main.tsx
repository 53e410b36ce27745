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

// The local database opens at once: screens show cached data without waiting on the network.
void startDataLayer().catch((error) => console.error('The local database could not open', error));
registerServiceWorker();
startImagePrefetch();
