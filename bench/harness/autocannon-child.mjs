// Runs one autocannon measurement in its own process (the load generator must not share a CPU
// queue with the server or the orchestrator) and prints autocannon's result as JSON on stdout.
// The spec comes as JSON in argv[2]:
//   { url (origin), paths?: string[], connections, durationSeconds,
//     writes?: { kind: 'likes' | 'reviews', cookies: string[], emails: string[], mealIds: string[] },
//     fresh?: { kind: 'search' | 'offset' | 'meal', mealIdsFile?: string, meals?: number } }
// `fresh` makes a new query for every request, so no cache can have seen it: a random 4–6 letter
// search word, a random offset of /all-meals (a multiple of 4 below the meal count), or a random
// meal id of the file's list (a JSON array).
// Several `paths` are requested in turn. `writes` turns each request into a write by the next of the signed-in residents in turn: likes
// toggle (inc-like, then dec-like of the same meal), reviews are added.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2]);

function writeRequests({ kind, cookies, emails, mealIds }) {
  let next = 0;
  const turns = new Array(cookies.length).fill(0);
  return [
    {
      setupRequest: (request) => {
        const user = next++ % cookies.length;
        const turn = turns[user]++;
        const mealId = mealIds[(user * 7 + Math.floor(turn / 2)) % mealIds.length];
        const headers = {
          ...request.headers,
          cookie: cookies[user],
          'content-type': 'application/json',
        };
        if (kind === 'likes') {
          const body = JSON.stringify({ id: mealId, email: emails[user] });
          const path = turn % 2 === 0 ? '/api/inc-like' : '/api/dec-like';
          return { ...request, method: 'PUT', path, headers, body };
        }
        const body = JSON.stringify({
          mealId,
          rating: 1 + (turn % 5),
          review: `Bench review ${turn}`,
        });
        return { ...request, method: 'POST', path: '/api/add-review', headers, body };
      },
    },
  ];
}

function freshRequests({ kind, mealIdsFile, meals }) {
  const ids = mealIdsFile ? JSON.parse(readFileSync(mealIdsFile, 'utf8')) : [];
  const below = (n) => Math.floor(Math.random() * n);
  const word = () =>
    Array.from({ length: 4 + below(3) }, () => String.fromCharCode(97 + below(26))).join('');
  const pathOf = {
    search: () => `/api/all-meals?search=${word()}&page=0`,
    offset: () => `/api/all-meals?page=${below(Math.ceil(meals / 4)) * 4}`,
    meal: () => `/api/meal/${ids[below(ids.length)]}`,
  }[kind];
  return [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }];
}

function rotatingRequests(paths) {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

const paths = spec.paths ?? ['/'];
const result = await autocannon({
  url: paths.length === 1 && !spec.fresh ? `${spec.url}${paths[0]}` : spec.url,
  connections: spec.connections,
  duration: spec.durationSeconds,
  requests: spec.writes
    ? writeRequests(spec.writes)
    : spec.fresh
      ? freshRequests(spec.fresh)
      : paths.length > 1
        ? rotatingRequests(paths)
        : undefined,
  timeout: 10,
});
process.stdout.write(JSON.stringify(result));
