// The e2e harness: a real server with demo data serving dist/, chromium, sign-in helpers.
export { demoAccount, signIn, signInAs, type DemoRole } from './auth';
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  launchBrowser,
  newContext,
  PLAYWRIGHT_DISABLED_FEATURES,
  trackPageErrors,
  VIEWPORTS,
} from './browser';
export { appTookOver, gotoApp } from './app-start';
export { useJourney, type OpenOptions, type Opened } from './journey';
export { followNetwork, networkQuiet } from './network-idle';
export { DIST_DIR, startE2EServer, type E2EServer } from './server';
export { controlledByWorker } from './service-worker';
export { toastWith } from './toasts';
