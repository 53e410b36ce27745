// The baseline: a bare node:http process answering, for each recorded path, the very bytes the
// real server answered: its headers (as recorded, in order; Node adds Date and the connection's
// own) and its body. No routing, no database: the most this machine can serve of that answer.
// A recorded path ending in `*` answers every URL that starts with the rest: the stand-in for
// reads whose URL is new on every request (a random search word, offset or id), answered with the
// bytes of one such answer.
// argv[2] is a JSON file {path: {headers: [name, value, …], body (base64)}}; it prints its port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, answer]) => [
    path,
    { headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const prefixes = [...answers.keys()]
  .filter((path) => path.endsWith('*'))
  .map((path) => [path.slice(0, -1), answers.get(path)]);
const answerFor = (url) =>
  answers.get(url) ?? prefixes.find(([prefix]) => url.startsWith(prefix))?.[1];

const server = createServer((request, response) => {
  const answer = answerFor(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
