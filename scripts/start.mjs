// npm start: build the PWA and compile the server if either build is missing or stale, then run
// the compiled server with plain Node (no TypeScript loader at run time).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale, SERVER_ENTRY } from './build-server.mjs';

buildIfStale();
await buildServerIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
