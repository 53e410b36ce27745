// The channel between the pages and the engine's leading worker where the browser has no
// SharedWorker (engine-leader.ts, engine/relay.ts), over Node's real BroadcastChannel: what a
// page sent while no worker led is sent again when one takes over, each tab gets one engine port
// of its own, and what the engine answers a tab reaches that tab only.
import { afterEach, expect, it } from 'vitest';
import { serveTabs } from './engine-leader';
import type { EnginePort } from './engine/port';
import { engineRelay } from './engine/relay';

let name = '';
const opened: BroadcastChannel[] = [];
const channel = () => {
  const made = new BroadcastChannel(name);
  opened.push(made);
  return made;
};
afterEach(() => {
  for (const made of opened.splice(0)) made.close();
});

/** The next message a page's port receives. */
const nextOn = (port: EnginePort) =>
  new Promise<unknown>((resolve) => (port.onmessage = ({ data }) => resolve(data)));

/** An engine that answers each message with the message and the number of its tab. */
function echoEngine() {
  const ports: EnginePort[] = [];
  const serve = (port: EnginePort) => {
    const tab = ports.push(port);
    port.onmessage = ({ data }) => port.postMessage({ tab, echo: data });
  };
  return { ports, serve };
}

it('what a page sent before any worker led is sent again once one takes over', async () => {
  name = `engine-test-${Math.random()}`;
  const page = engineRelay(channel(), 'tab-a');
  const hello = () => page.port.postMessage('hello');
  const answered = nextOn(page.port);
  const stop = page.onLeading(hello);
  hello(); // nobody listens yet: lost
  await new Promise((resolve) => setTimeout(resolve, 50));

  const engine = echoEngine();
  serveTabs(channel(), engine.serve);
  expect(await answered).toEqual({ tab: 1, echo: 'hello' });
  stop();
});

it('serves each tab on a port of its own, and answers a tab only', async () => {
  name = `engine-test-${Math.random()}`;
  const engine = echoEngine();
  serveTabs(channel(), engine.serve);
  const [a, b] = [engineRelay(channel(), 'tab-a'), engineRelay(channel(), 'tab-b')];

  const heardByB: unknown[] = [];
  b.port.onmessage = ({ data }) => heardByB.push(data);
  const first = nextOn(a.port);
  a.port.postMessage('one');
  expect(await first).toEqual({ tab: 1, echo: 'one' });
  const second = nextOn(a.port);
  a.port.postMessage('two');
  expect(await second).toEqual({ tab: 1, echo: 'two' });
  expect(engine.ports).toHaveLength(1);
  expect(heardByB).toEqual([]);

  const toB = nextOn(b.port);
  b.port.postMessage('three');
  expect(await toB).toEqual({ tab: 2, echo: 'three' });
  expect(engine.ports).toHaveLength(2);
});
