// The baseline: a bare node:http process answering, for each recorded path, the very bytes (and
// content type) the real server answered. No routing, no database: the most this machine can
// serve of that answer. argv[2] is a JSON file {path: {type, body (base64)}}; it prints its port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, answer]) => [
    path,
    { type: answer.type, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  response.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
