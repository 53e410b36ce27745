// What the soak reads of the server process from outside: its open file
// descriptors, those not held by a live TCP connection (where a handle leak shows), and V8's
// heap after a full GC, asked of the server's heap probe (heap-probe.mjs) by a signal.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const fdCount = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
/** TCP states of a live connection, or the listener (Linux /proc/net/tcp: 01, 0A). */
const LIVE_TCP_STATES = new Set(['01', '0A']);
/** The process's open descriptors that are not a live TCP connection or its listener. */
export function handlesNotLive(pid: number): number {
  const live = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && LIVE_TCP_STATES.has(cols[3]!)) live.add(cols[9]!);
    }
  }
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (!inode || !live.has(inode)) count += 1;
    } catch {
      // closed while listed
    }
  }
  return count;
}
/** MiB after a full GC: V8's heap used and committed, its spaces, memory outside the heap. */
export type HeapFigures = {
  used: number;
  committed: number;
  newSpace: number;
  oldSpace: number;
  external: number;
  malloced: number;
};
const HEAP_PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heap-probe.mjs');
/** Node options that load the heap probe into the server (heapAfterGc asks it). */
export const HEAP_PROBE_NODE_ARGS = ['--expose-gc', '--import', HEAP_PROBE];
const PROBE_SIGNAL = 'SIGWINCH'; // ignored by default; SIGUSR1 is the inspector's

/** Has the server's heap probe collect garbage and report; waits for its line. */
export async function heapAfterGc(server: {
  pid: number;
  output: () => string;
}): Promise<HeapFigures> {
  const lines = () => server.output().match(/^heap-probe .*$/gm) ?? [];
  const before = lines().length;
  process.kill(server.pid, PROBE_SIGNAL);
  for (let waited = 0; waited < 30_000; waited += 50) {
    const line = lines()[before];
    if (line) return JSON.parse(line.slice('heap-probe '.length)) as HeapFigures;
    await sleep(50);
  }
  throw new Error('the server did not report its heap within 30 s');
}
export const describeHeap = (heap: HeapFigures) =>
  `V8 heap after a full GC: ${heap.used.toFixed(1)} MiB used, ${heap.committed.toFixed(1)} committed (new space ${heap.newSpace.toFixed(1)}, old space ${heap.oldSpace.toFixed(1)}), external ${heap.external.toFixed(1)}, malloced ${heap.malloced.toFixed(1)}`;
