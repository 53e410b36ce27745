// startServer: opens the database, migrates, builds the app, listens, attaches socket.io, and
// knows how to stop gracefully (finish requests in flight, close sockets, close the database).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { attachRealtime } from './realtime/attach';

export type RunningServer = {
  url: string;
  port: number;
  app: App;
  db: Db;
  http: HttpServer;
  io: SocketServer;
  close: () => Promise<void>;
};

export async function startServer(
  config: Config,
  hooks: { beforeListen?: (db: Db) => Promise<void> } = {},
): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  await hooks.beforeListen?.(db);
  const app = createApp({ config, db });
  const http = createServer(app.koa.callback());
  const io = attachRealtime(http, app.deps);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      await io.close().catch(() => undefined);
      await stopped;
      await db.destroy();
    })());
  return { url: `http://localhost:${port}`, port, app, db, http, io, close };
}
