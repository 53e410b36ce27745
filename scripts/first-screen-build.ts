// Build step (called by the prerender plugin, scripts/prerender-pages.ts, once the PWA's bundle
// is written): the first screen's renderer for the server (pwa/src/prerender/
// first-screen-markup.tsx) as one Node module with everything it imports bundled in, and the
// CSS files each data page's first screen needs, into the folder beside the PWA's
// (FIRST_SCREEN_BUILD). The server renders a visitor's All Meals and meal pages with it
// (sync-server/src/static/first-screen.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import {
  FIRST_SCREEN_BUILD,
  type FirstScreenPage,
} from '../shared-schema/src/pages/first-screen.js';

export async function buildFirstScreenModule(
  root: string,
  pwaOutDir: string,
  css: Record<FirstScreenPage, string[]>,
): Promise<void> {
  const outDir = `${pwaOutDir}${FIRST_SCREEN_BUILD.dirSuffix}`;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // The public files are the PWA's, served from its own folder.
    publicDir: false,
    // One file the server imports: React and every component bundled, no node_modules needed,
    // in their production builds whatever the server's NODE_ENV.
    ssr: { noExternal: true },
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/prerender/first-screen-markup.tsx',
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        output: {
          entryFileNames: FIRST_SCREEN_BUILD.module,
          // ES modules whatever folder they are copied to: a `.js` file is CommonJS to Node unless
          // a package.json above it says otherwise.
          chunkFileNames: 'assets/[name]-[hash].mjs',
        },
      },
    },
  });
  writeFileSync(path.join(outDir, FIRST_SCREEN_BUILD.css), JSON.stringify(css));
}
