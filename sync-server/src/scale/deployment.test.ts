// The deployment files agree with the server they deploy (Docker is not on the test machines, so
// this is what can be checked without it): compose.yaml's services, ports, variables and volumes,
// deploy/nginx.conf's upstreams and WebSocket upgrade, the Dockerfile's stages and user (its
// HEALTHCHECK command run against a real server), and the README sections that explain them.
// Every app variable must be one the server reads and the whole environment must pass the
// server's own config validation.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../config';
import { createMetrics } from '../telemetry/metrics';
import { startTestServer } from '../test-support/test-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
// js-yaml comes with ESLint (no YAML package of our own); it resolves compose's `<<` merges.
const { load } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test?: string[] };
};
const compose = load(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const apps = Object.entries(services).filter(([, service]) => service.build === '.');
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');

/** An app's environment as the server would see it, with compose's ${VAR:?…} filled in. */
const envOf = (service: Service) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      String(value).replace(
        /\$\{SESSION_SECRET[^}]*\}/,
        'a-session-secret-of-at-least-32-characters',
      ),
    ]),
  );

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, two app instances and a load balancer', () => {
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(apps.map(([name]) => name).sort()).toEqual(['app1', 'app2']);
    expect(services.lb?.image).toMatch(/^nginx:/);
    expect(services.lb?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('configures every instance with variables the server reads and accepts', () => {
    for (const [, app] of apps) {
      const env = envOf(app);
      for (const name of Object.keys(env)) expect(CONFIG_VARIABLES).toContain(name);
      const config = loadConfig({ ...env, DATA_DIR: '/tmp/hostel-compose-check' });
      // The database and Redis are the compose services, on their standard ports.
      const database = new URL(config.databaseUrl!);
      expect([database.hostname, database.port]).toEqual(['postgres', '5432']);
      const pg = services.postgres!.environment!;
      expect(database.username).toBe(pg.POSTGRES_USER);
      expect(database.password).toBe(pg.POSTGRES_PASSWORD);
      expect(database.pathname).toBe(`/${pg.POSTGRES_DB}`);
      const redis = new URL(config.redisUrl!);
      expect([redis.hostname, redis.port]).toEqual(['redis', '6379']);
      expect(config.trustProxy).toBe(true);
      expect(config.port).toBe(3000);
      // Uploads in one volume every instance mounts.
      expect(app.volumes).toContain(`uploads:${config.uploadsDir}`);
      expect(compose.volumes).toHaveProperty('uploads');
      expect(app.depends_on).toHaveProperty('postgres');
      expect(app.depends_on).toHaveProperty('redis');
    }
  });

  it('shares one session secret, and seeds demo data on one instance only', () => {
    const envs = apps.map(([, app]) => app.environment ?? {});
    expect(new Set(envs.map((env) => env.SESSION_SECRET)).size).toBe(1);
    expect(envs[0]!.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    const seeding = apps.filter(([, app]) => envOf(app).SEED_DEMO_DATA === 'true');
    expect(seeding).toHaveLength(1);
  });

  it('publishes only the load balancer', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['lb']);
    expect(services.lb!.ports).toEqual(['8080:80']);
  });
});

describe('deploy/nginx.conf', () => {
  it('balances round robin over every app instance on the port the server listens on', () => {
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(nginx);
    expect(upstream).not.toBeNull();
    const servers = [...upstream![2]!.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map(
      (match) => `${match[1]}:${match[2]}`,
    );
    expect(servers.sort()).toEqual(apps.map(([name]) => `${name}:3000`).sort());
    // No stickiness: neither ip_hash, hash nor sticky cookies.
    expect(upstream![2]).not.toMatch(/ip_hash|\bhash\b|sticky/);
    expect(nginx).toMatch(new RegExp(`proxy_pass\\s+http://${upstream![1]};`));
    expect(nginx).toMatch(/listen\s+80;/);
  });

  it('tries the other instance when one is stopping (refused, or answered 503 by its drain)', () => {
    const next = /proxy_next_upstream\s+([^;]*);/.exec(nginx);
    expect(next?.[1]?.split(/\s+/)).toEqual(['error', 'timeout', 'http_503']);
  });

  it('keeps an instance in the rotation through one failed request, with room for its headers', () => {
    const fails = [...nginx.matchAll(/max_fails=(\d+)/g)].map((match) => Number(match[1]));
    expect(fails.length).toBe(apps.length);
    for (const count of fails) expect(count).toBeGreaterThan(1);
    expect(nginx).toMatch(/proxy_buffer_size\s+16k;/);
  });

  it('passes WebSocket upgrades and the headers TRUST_PROXY reads', () => {
    expect(nginx).toMatch(/proxy_http_version\s+1\.1;/);
    expect(nginx).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header\s+Host\s+\$http_host;/);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$scheme;/);
    // Braces balance (a cheap syntax check without nginx on the machine).
    expect(nginx.split('{').length).toBe(nginx.split('}').length);
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs the compiled server as a non-root user in another', () => {
    const stages = dockerfile.match(/^FROM\s+/gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/node scripts\/build-server\.mjs/);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/^USER\s+node$/m);
    expect(dockerfile).toMatch(/^EXPOSE\s+3000$/m);
    expect(dockerfile).toMatch(/^CMD\s+\[.*"sync-server\/dist\/main\.mjs"\]$/m);
    expect(dockerfile).toMatch(/UPLOADS_DIR=\/uploads/);
    // The files the CMD and PWA_DIST_DIR name are copied into the runtime stage.
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/COPY --from=build \/app\/sync-server\/dist/);
    expect(runtime).toMatch(/COPY --from=build \/app\/dist/);
  });
});

describe('health checks', () => {
  it('marks a container healthy when /readyz answers, and starts the balancer on healthy ones', () => {
    const healthcheck = /^HEALTHCHECK .*\\\n\s*CMD (.*)$/m.exec(dockerfile);
    expect(healthcheck?.[1]).toContain('/readyz');
    const lb = services.lb?.depends_on as Record<string, { condition?: string }>;
    for (const [name] of apps) expect(lb[name]?.condition).toBe('service_healthy');
  });

  it('starts each instance once PostgreSQL and Redis report healthy', () => {
    expect(services.postgres?.healthcheck?.test?.join(' ')).toMatch(/pg_isready/);
    expect(services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    for (const [, app] of apps) {
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it("runs the Dockerfile's HEALTHCHECK command: healthy while ready, unhealthy once stopped", async () => {
    const command = JSON.parse(
      /^HEALTHCHECK .*\\\n\s*CMD (.*)$/m.exec(dockerfile)![1]!,
    ) as string[];
    const test = await startTestServer();
    const probe = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(command[0]!, command.slice(1), {
          env: { ...process.env, PORT: String(test.server.port) },
          stdio: 'ignore',
        });
        child.once('exit', resolve);
      });
    try {
      expect(await probe()).toBe(0);
    } finally {
      await test.close();
    }
    expect(await probe()).toBe(1);
  }, 30_000);

  it("sends nginx's request id to the app, which logs it", () => {
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  });
});

describe('README', () => {
  it('has the section "Running it" naming every metric of the server and both probes', async () => {
    const readme = read('README.md');
    const start = readme.indexOf('## Running it');
    expect(start).toBeGreaterThan(-1);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const metrics = createMetrics();
    metrics.watchRedis(() => true);
    const names = (await metrics.registry.getMetricsAsJSON())
      .map((metric) => metric.name)
      .filter((name) => name.startsWith('hostel_'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(section).toContain(`\`${name}`);
    for (const text of ['/healthz', '/readyz', 'METRICS_TOKEN', 'LOG_LEVEL', 'requestId']) {
      expect(section).toContain(text);
    }
  });

  it('has the section "Running several instances" with the commands it describes', () => {
    const readme = read('README.md');
    const start = readme.indexOf('## Running several instances');
    expect(start).toBeGreaterThan(-1);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    expect(section).toMatch(/docker compose up --build/);
    expect(section).toMatch(/http:\/\/localhost:8080/);
    expect(section).toMatch(/node sync-server\/dist\/main\.mjs/);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'UPLOADS_DIR']) {
      expect(section).toContain(name);
    }
  });
});
