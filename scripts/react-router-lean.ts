// The PWA build's react-router, for a smaller first visit: its production build, without
// the framework-mode code the app never renders. react-router ships as one large module that
// every entry re-exports; the bundler drops its unused functions, but not the components made by
// a call (`var Form = React.forwardRef(…)`, `React.memo(…)`, `React.createContext(…)`: a call may
// have side effects) nor anything a top-level `X.displayName = "…"` write names. So `<Form>`,
// `useSubmit`, the data router's memoised routes and their helpers stayed in the first visit.
//
// This plugin, for the build only:
// - resolves `react-router` and `react-router/dom` to the package's production build (its
//   `exports` name the development one for every condition; the two differ only in
//   `ENABLE_DEV_WARNINGS`, so development keeps its warnings);
// - marks those three React calls pure (they are: each only makes an object);
// - removes the top-level `displayName` writes, which only name components in React DevTools
//   (React's own production builds do not set them either).
// A component the app uses is kept whole, as before; only its DevTools name goes.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** `var Link = React10.forwardRef(` and the like, at the top level of the module. */
const PURE_REACT_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";` at the top level (indented ones, inside functions, stay). */
const DISPLAY_NAME_WRITE = /^\w+\.displayName = "[^"\n]*";$/gm;

export function reactRouterLean(): Plugin {
  return {
    name: 'hostel:react-router-lean',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler(id) {
        return productionBuild(id === 'react-router' ? 'index.mjs' : 'dom-export.mjs');
      },
    },
    transform: {
      filter: { id: /react-router\/dist\/production\/[\w-]+\.mjs$/ },
      handler(code) {
        // Lines are kept (a removed write leaves an empty one), so the module's line numbers,
        // in stack traces and source maps, stay those of the file.
        const lean = code
          .replace(PURE_REACT_CALL, '$1/* @__PURE__ */ $2')
          .replace(DISPLAY_NAME_WRITE, '');
        return lean === code ? null : { code: lean, map: null };
      },
    },
  };
}
