// Where the engine worker's script is (storage-start.ts starts it). In development Vite serves
// the module itself. The build replaces this file (scripts/storage-worker-chunk.ts) with the URL
// of the worker built as an entry of the app's own bundle, so the worker and the page share the
// chunks of what both use (RxDB's helpers, rxjs, mingo, broadcast-channel) instead of each
// carrying a copy: a first visit downloads them once.
export const storageWorkerUrl = (): URL => new URL('./storage-worker.ts', import.meta.url);
