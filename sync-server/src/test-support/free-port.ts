// A TCP port on 127.0.0.1 the OS says is free now, for servers that cannot listen on port 0 and
// tell us which port they got (redis-server, PostgreSQL, nginx, the Firebase emulator) or that
// must keep one across a restart (the benchmark's server process).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
