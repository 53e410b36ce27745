// The deployment's own proxy for tests: Debian's nginx started on a free port with
// deploy/nginx.conf as its site, the compose service names of its upstream replaced by the
// addresses of test servers, its access log in the test's folder. `stop()` ends nginx and
// removes its folder; `errorLog()` reads what nginx logged (a refused or too-large upstream
// answer shows there), `accessLog()` the site's access lines.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const SITE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/nginx.conf',
);

export type TestNginx = {
  url: string;
  errorLog: () => string;
  accessLog: () => string;
  stop: () => Promise<void>;
};

/** Starts nginx in front of `upstreams` (host:port), one per `server` line of the site's upstream. */
export async function startNginx(upstreams: string[]): Promise<TestNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hostel-nginx-'));
  chmodSync(dir, 0o755);
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temp), { mode: 0o777 });
    chmodSync(path.join(dir, temp), 0o777);
  }
  const port = await freePort();
  const accessLog = path.join(dir, 'access.log');
  let next = 0;
  const site = readFileSync(SITE, 'utf8')
    .replace(/^(\s*server\s+)app\d+:3000/gm, (_match, lead: string) => {
      const address = upstreams[next % upstreams.length];
      next += 1;
      return `${lead}${address}`;
    })
    .replace(/listen\s+80;/, `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/access.log', accessLog);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const errorLog = path.join(dir, 'error.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/client;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers; an early exit is a broken configuration.
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (attempt > 200) throw new Error(`nginx did not answer: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    url,
    errorLog: () => readFileSync(errorLog, 'utf8'),
    accessLog: () => readFileSync(accessLog, 'utf8'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
