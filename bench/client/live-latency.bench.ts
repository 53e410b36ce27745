// A change reaching N connected clients: N socket.io clients spread over worker processes (the
// clients must not share the server's CPU budget of one process), one resident likes a meal, and
// each client's arrival of the meal's new document is timed from the moment the write was
// answered. Prints p50 and p99 over every client of every round.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESIDENT_PASSWORD } from '../dataset/make-dataset';
import { quantile } from './quantile';

const here = path.dirname(fileURLToPath(import.meta.url));
const now = () => performance.timeOrigin + performance.now();

type Message =
  | { type: 'ready' }
  | { type: 'watching'; round: number }
  | { type: 'arrivals'; round: number; arrivals: number[] };

function waitFor<T extends Message>(child: ChildProcess, accept: (m: Message) => m is T) {
  return new Promise<T>((resolve) => {
    const listener = (message: Message) => {
      if (!accept(message)) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: RESIDENT_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function liveLatency(
  url: string,
  clients: number,
  residentEmail: string,
  { rounds = 10, workers = Math.min(4, clients) } = {},
): Promise<void> {
  const resident = { email: residentEmail, cookie: await signIn(url, residentEmail) };
  const meals = (await (await fetch(`${url}/api/all-meals?page=0&limit=${rounds}`)).json()) as {
    meals: { _id: string; likes: number }[];
  };
  const children = Array.from({ length: workers }, (_, i) => {
    const share = Math.floor(clients / workers) + (i < clients % workers ? 1 : 0);
    return fork(path.join(here, 'live-clients.ts'), [url, String(share)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  });
  try {
    await Promise.all(
      children.map((child) => waitFor(child, (m): m is { type: 'ready' } => m.type === 'ready')),
    );
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const meal = meals.meals[round % meals.meals.length];
      const liked = await isLiked(url, resident, meal._id);
      const likes = meal.likes + (liked ? -1 : 1);
      meal.likes = likes;
      for (const child of children) child.send({ type: 'watch', round, mealId: meal._id, likes });
      await Promise.all(
        children.map((child) =>
          waitFor(child, (m): m is { type: 'watching'; round: number } => m.type === 'watching'),
        ),
      );
      const arrived = children.map((child) =>
        waitFor(
          child,
          (m): m is { type: 'arrivals'; round: number; arrivals: number[] } =>
            m.type === 'arrivals' && m.round === round,
        ),
      );
      const response = await fetch(`${url}/api/${liked ? 'dec-like' : 'inc-like'}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: resident.cookie },
        body: JSON.stringify({ id: meal._id, email: resident.email }),
      });
      const answered = now();
      if (!response.ok) throw new Error(`like ${response.status}`);
      for (const { arrivals } of await Promise.all(arrived)) {
        for (const at of arrivals) latencies.push(Math.max(0, at - answered));
      }
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `${String(clients).padStart(4)} clients, ${rounds} likes: ` +
        `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms, ` +
        `max ${latencies.at(-1)!.toFixed(0)} ms`,
    );
  } finally {
    for (const child of children) child.disconnect();
  }
}

async function isLiked(url: string, who: { email: string; cookie: string }, id: string) {
  const query = new URLSearchParams({ id, email: who.email });
  const response = await fetch(`${url}/api/is-liked?${query}`, { headers: { cookie: who.cookie } });
  return ((await response.json()) as { liked: boolean }).liked;
}
