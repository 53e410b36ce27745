// The programs the test suites start, checked before `npm test` runs anything: a missing one
// would otherwise cost minutes of failing journeys. As root on Debian (CI, a fresh container)
// the missing ones are installed from Debian's packages, saying so; anywhere else the run stops
// at once with one line naming the exact command to run.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Each tool: where the suites look for it (and the variable that moves it), its package. */
export const TEST_TOOLS = [
  {
    name: 'Chromium (journeys with notifications)',
    paths: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'],
    variable: 'CHROMIUM_PATH',
    debianPackage: 'chromium',
  },
  {
    name: "Chromium's headless shell (the other browser journeys)",
    paths: [process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'],
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    debianPackage: 'chromium-headless-shell',
  },
  {
    name: 'redis-server (several instances, shared limits)',
    paths: [process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'],
    variable: 'REDIS_SERVER_BIN',
    debianPackage: 'redis-server',
  },
  {
    name: 'PostgreSQL 15 (the server suites again on PostgreSQL)',
    paths: ['initdb', 'postgres'].map((program) => path.join(POSTGRES_BIN, program)),
    variable: 'POSTGRES_BIN',
    debianPackage: 'postgresql-15',
  },
  {
    name: 'nginx (the shipped proxy configuration)',
    paths: [process.env.NGINX_BIN ?? '/usr/sbin/nginx'],
    variable: 'NGINX_BIN',
    debianPackage: 'nginx',
  },
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function missingTools(tools = TEST_TOOLS) {
  return tools.filter((tool) => !tool.paths.every(isExecutable));
}

/** Installing is safe only as root on a Debian-like system with apt-get. */
function canInstall() {
  return (
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    isExecutable('/usr/bin/apt-get')
  );
}

/** Installs what is missing (as root on Debian), or stops with the command to run. */
export function ensureTestTools() {
  const missing = missingTools();
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.debianPackage);
  if (!canInstall()) {
    const names = missing.map((tool) => `${tool.name} (or set ${tool.variable})`).join(', ');
    console.error(`npm test needs ${names}: run  sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`npm test: installing ${packages.join(', ')} from Debian's packages…`);
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-q'], apt);
  execFileSync('apt-get', ['install', '-y', '-q', ...packages], apt);
  const still = missingTools();
  if (still.length > 0) {
    console.error(
      `npm test: still missing after the install: ${still.map((t) => t.name).join(', ')}`,
    );
    process.exit(1);
  }
}

// `node scripts/test-tools.mjs`: the same check on its own (CI runs it beside `npm ci`).
if (import.meta.url === `file://${process.argv[1]}`) ensureTestTools();
