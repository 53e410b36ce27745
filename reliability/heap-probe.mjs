// Preloaded into the server by the soak (`node --expose-gc --import …/heap-probe.mjs`,
// reliability/soak.ts), never by the product: on SIGWINCH (ignored by default) it runs a full
// garbage collection and prints V8's heap figures as one `heap-probe {…}` line. The heap used
// after a full GC is what is still reachable: the steady measure of a leak, where RSS and the
// heap's committed size move with how V8 happens to size its spaces on a busy machine.
import v8 from 'node:v8';

const mib = (bytes) => bytes / 2 ** 20;
process.on('SIGWINCH', () => {
  globalThis.gc(); // a full, synchronous collection (--expose-gc)
  const heap = v8.getHeapStatistics();
  const spaces = new Map(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space]));
  const figures = {
    used: mib(heap.used_heap_size),
    committed: mib(heap.total_heap_size),
    newSpace: mib(spaces.get('new_space')?.space_size ?? 0),
    oldSpace: mib(spaces.get('old_space')?.space_size ?? 0),
    external: mib(heap.external_memory ?? process.memoryUsage().external),
    malloced: mib(heap.malloced_memory),
  };
  process.stdout.write(`heap-probe ${JSON.stringify(figures)}\n`);
});
