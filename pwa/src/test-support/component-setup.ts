// Runs before each component test file of the `pwa` project, whose files share their worker's
// modules and page (vitest.config.ts): each file starts on a blank page at "/", with empty
// storage, real timers and the real globals, and every test's rendering is unmounted after it,
// whether or not the file asks for it (Testing Library registers its own cleanup only in the
// first file that imports it).
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

document.body.innerHTML = '';
document.title = '';
window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();
vi.useRealTimers();
vi.unstubAllGlobals();

afterEach(() => {
  cleanup();
});
