// When the live buffer may answer a pull: only while following (a network pull caught up on an
// unbroken connection), only past the checkpoint it is given, in sequence order, a page at a time.
import { describe, expect, it } from 'vitest';
import type { SyncDocsPayload } from '@hostel/shared-schema';
import { LiveBuffer } from './live-buffer';

type Doc = { _id: string; v: number; _deleted: boolean };
const doc = (id: string, v: number): Doc => ({ _id: id, v, _deleted: false });
const batch = (entries: [Doc, number][], complete = true): SyncDocsPayload<unknown> => ({
  collection: 'meals',
  documents: entries.map(([d]) => d) as never,
  seqs: entries.map(([, seq]) => seq),
  complete,
});

function following() {
  const clock = { connected: true, epoch: 1 };
  const buffer = new LiveBuffer<Doc>(clock);
  buffer.endPull(buffer.beginPull(), true);
  return { clock, buffer };
}

describe('LiveBuffer', () => {
  it('leaves the pull to the network until a pull caught up on an unbroken connection', () => {
    const clock = { connected: true, epoch: 1 };
    const buffer = new LiveBuffer<Doc>(clock);
    buffer.receive(batch([[doc('a', 1), 5]]));
    expect(buffer.serve({ id: 'x', seq: 1 }, 10)).toBeUndefined();
    buffer.endPull(buffer.beginPull(), false);
    expect(buffer.serve({ id: 'x', seq: 1 }, 10)).toBeUndefined();
    const token = buffer.beginPull();
    clock.epoch += 2; // dropped and came back while the pull was out
    buffer.endPull(token, true);
    expect(buffer.serve({ id: 'x', seq: 1 }, 10)).toBeUndefined();
    buffer.endPull(buffer.beginPull(), true);
    expect(buffer.serve({ id: 'x', seq: 1 }, 10)).toEqual({
      documents: [],
      checkpoint: { id: 'x', seq: 1 },
    });
  });

  it('answers what is past the checkpoint, newest version per id, in pages', () => {
    const { buffer } = following();
    buffer.receive(
      batch([
        [doc('a', 1), 10],
        [doc('b', 1), 11],
      ]),
    );
    buffer.receive(
      batch([
        [doc('a', 2), 12],
        [doc('c', 1), 13],
      ]),
    );
    buffer.receive(batch([[doc('b', 0), 9]])); // older than what is held: ignored
    expect(buffer.serve({ id: 'z', seq: 10 }, 2)).toEqual({
      documents: [doc('b', 1), doc('a', 2)],
      checkpoint: { id: 'a', seq: 12 },
    });
    expect(buffer.serve({ id: 'a', seq: 12 }, 2)).toEqual({
      documents: [doc('c', 1)],
      checkpoint: { id: 'c', seq: 13 },
    });
    expect(buffer.serve(null, 5)?.documents).toEqual([doc('c', 1)]);
  });

  it('stops following on a disconnection or a batch too large to send', () => {
    const { clock, buffer } = following();
    buffer.receive(batch([[doc('a', 1), 10]], false));
    expect(buffer.serve({ id: 'z', seq: 1 }, 10)).toBeUndefined();

    const second = following();
    second.buffer.receive(batch([[doc('a', 1), 10]]));
    second.clock.connected = false;
    second.clock.epoch += 1;
    expect(second.buffer.serve({ id: 'z', seq: 1 }, 10)).toBeUndefined();
    second.clock.connected = true;
    second.clock.epoch += 1;
    expect(second.buffer.serve({ id: 'z', seq: 1 }, 10)).toBeUndefined();
    expect(clock.epoch).toBe(1);
  });
});
