// The PWA build (root: pwa/, output: dist/). In development Vite proxies the backend (/api and
// socket.io) to the sync server on port 3000, so the app always talks to its own origin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/healthz': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
