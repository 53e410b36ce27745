// The load balancer of the scale-out tests, standing in for compose.yaml's nginx: sticky-free
// round robin over the instances, WebSocket upgrades piped through, and a request that cannot
// connect to one instance (it is stopping or gone), or that a stopping one answered 503, tried on
// the next, as deploy/nginx.conf's proxy_next_upstream does. Node's http only: no package is
// needed for this much.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** The methods nginx does not pass to the next instance once the request was sent. */
const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'LOCK']);

export type RoundRobinProxy = {
  url: string;
  /** How many requests and upgrades each target answered, by target origin. */
  counts: Map<string, number>;
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const upstreams = targets.map((target) => new URL(target));
  const counts = new Map(upstreams.map((target) => [target.origin, 0]));
  const tunnels = new Set<Socket>();
  let turn = 0;
  /** Every upstream, starting with the next one in turn. */
  const order = () => {
    const start = turn++ % upstreams.length;
    return upstreams.map((_, i) => upstreams[(start + i) % upstreams.length]!);
  };
  const count = (target: URL) => counts.set(target.origin, (counts.get(target.origin) ?? 0) + 1);

  const forward = (
    request: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
    tries: URL[],
  ) => {
    const [target, ...rest] = tries;
    if (!target) {
      response.writeHead(502).end('no instance answered');
      return;
    }
    let connected = false;
    let passedOn = false;
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent: false,
      },
      (answer) => {
        // As nginx's `proxy_next_upstream http_503`: a stopping instance refused the request
        // before its app saw it; like nginx (without non_idempotent), not for POST or PATCH.
        if (answer.statusCode === 503 && rest.length > 0 && !NON_IDEMPOTENT.has(request.method!)) {
          passedOn = true;
          answer.resume();
          forward(request, body, response, rest);
          return;
        }
        count(target);
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    outgoing.on('socket', (socket: Socket) => socket.once('connect', () => (connected = true)));
    outgoing.on('error', () => {
      if (passedOn) return;
      // Refused before anything was sent: safe to try the next instance, whatever the method.
      if (!connected && !response.headersSent) forward(request, body, response, rest);
      else response.destroy();
    });
    outgoing.end(body);
  };

  const server = createServer((request, response) => {
    // Buffered, so a refused connection can be retried with the same body.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, order()));
  });

  server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    tunnels.add(client);
    client.once('close', () => tunnels.delete(client));
    const tryNext = ([target, ...rest]: URL[]) => {
      if (!target) return client.destroy();
      const upstream = connect(Number(target.port), target.hostname);
      upstream.once('error', () => tryNext(rest));
      upstream.once('connect', () => {
        count(target);
        upstream.removeAllListeners('error');
        const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
        for (let i = 0; i < request.rawHeaders.length; i += 2) {
          lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
        const end = () => {
          upstream.destroy();
          client.destroy();
        };
        upstream.on('error', end).on('close', end);
        client.on('error', end).on('close', end);
      });
    };
    tryNext(order());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
