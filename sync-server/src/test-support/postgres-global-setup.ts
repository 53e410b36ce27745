// vitest globalSetup of the node-pg project: one PostgreSQL cluster for the whole run, with a
// migrated template database. Each test server then gets a fresh database copied from the
// template (postgres-databases.ts), which is far faster than migrating one per server.
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/postgres';
import { migrateToLatest } from '../db/migrate';
import { startPostgresCluster } from './postgres-cluster';

export const TEMPLATE_DATABASE = 'hostel_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the node-pg project: where test servers get their databases. */
    postgres?: { adminUrl: string; template: string };
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  try {
    const admin = openPostgres(cluster.urlFor('postgres'), 1);
    await sql`CREATE DATABASE ${sql.id(TEMPLATE_DATABASE)}`.execute(admin);
    await admin.destroy();
    const template = openPostgres(cluster.urlFor(TEMPLATE_DATABASE), 1);
    await migrateToLatest(template);
    await template.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgres', {
    adminUrl: cluster.urlFor('postgres'),
    template: TEMPLATE_DATABASE,
  });
  return () => cluster.stop();
}
