// A worker process of the live-latency benchmark: opens `count` socket.io clients (visitors) to
// the server, and for each round reports when each client received the watched meal document.
import { io, type Socket } from 'socket.io-client';
import type { SyncDocsPayload } from '@hostel/shared-schema';

type Watch = { round: number; mealId: string; likes: number };

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
const sockets: Socket[] = [];
let watch: Watch | null = null;
let arrivals: number[] = [];
const now = () => performance.timeOrigin + performance.now();

function finishIfDone(): void {
  if (watch && arrivals.filter((t) => t > 0).length === count) {
    process.send!({ type: 'arrivals', round: watch.round, arrivals });
    watch = null;
  }
}

for (let i = 0; i < count; i += 1) {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  socket.on('sync:docs', (batch: SyncDocsPayload) => {
    if (!watch || batch.collection !== 'meals' || arrivals[i] > 0) return;
    const doc = batch.documents.find((entry) => entry._id === watch!.mealId);
    if (doc && doc.likes === watch.likes) {
      arrivals[i] = now();
      finishIfDone();
    }
  });
  sockets.push(socket);
}

let connected = 0;
for (const socket of sockets) {
  socket.once('connect', () => {
    connected += 1;
    if (connected === count) process.send!({ type: 'ready' });
  });
}

process.on('message', (message: { type: 'watch' } & Watch) => {
  if (message.type !== 'watch') return;
  arrivals = new Array<number>(count).fill(0);
  watch = { round: message.round, mealId: message.mealId, likes: message.likes };
  process.send!({ type: 'watching', round: message.round });
});
process.on('disconnect', () => {
  for (const socket of sockets) socket.close();
  process.exit(0);
});
