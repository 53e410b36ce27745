// Build step (a Vite plugin, vite.config.ts): the home page's first paint goes into index.html.
// pwa/src/prerender/home-markup.tsx renders the page's first render to HTML (in Node, through a
// throwaway Vite SSR server); it replaces the generic shell between the <!--app-shell--> markers,
// and the CSS of the app and of the home page's lazy chunk is linked in the head, so the phone paints the real
// home page from HTML and CSS before any JavaScript runs (Lighthouse's FCP and LCP). The generic
// shell stays as shell.html: the server and the service worker answer it for every other route,
// which must not flash the home page. Both files are in the bundle before the service worker's
// precache list is made.
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';

type Bundle = Rollup.OutputBundle;
type Chunk = Rollup.OutputChunk;

const SHELL = /<!--app-shell-->[\s\S]*<!--\/app-shell-->/;
/** The app (boot.ts loads it after the first paint) and the home page's lazy chunk. */
const FIRST_PAINT_CHUNKS = [/\/src\/main\.tsx$/, /\/features\/home\/pages\/home-page\.tsx$/];

async function renderHome(root: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
  });
  try {
    const { renderHomeMarkup } = (await server.ssrLoadModule('/src/prerender/home-markup.tsx')) as {
      renderHomeMarkup: () => string;
    };
    // React's resource hints (a preload of the logo) belong in the head, which is not ours here.
    return renderHomeMarkup().replace(/<link rel="preload"[^>]*>/g, '');
  } finally {
    await server.close();
  }
}

/** The CSS files the app's and the home page's chunks (and their static imports) bring. */
function homeCss(bundle: Bundle, html: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) visit(bundle[name] as Chunk | undefined);
  };
  for (const pattern of FIRST_PAINT_CHUNKS) {
    const chunk = chunks.find((item) => pattern.test(item.facadeModuleId ?? ''));
    if (!chunk) throw new Error(`prerender-home: no chunk for ${pattern}`);
    visit(chunk);
  }
  return [...css].filter((file) => !html.includes(`/${file}"`));
}

export function prerenderHome(): Plugin {
  let root = '';
  return {
    name: 'hostel:prerender-home',
    apply: 'build',
    // After Vite's own HTML step, which puts index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const shell = String(index.source);
      if (!SHELL.test(shell))
        throw new Error('prerender-home: index.html has no app-shell markers');
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: shell });
      const links = homeCss(bundle, shell)
        .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
        .join('');
      const markup = await renderHome(root);
      index.source = shell
        .replace(SHELL, () => markup)
        .replace('</head>', () => `${links}  </head>`);
    },
  };
}
