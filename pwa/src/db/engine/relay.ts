// The page's end of the engine where the browser has no SharedWorker: the engine runs in the
// dedicated worker of the tab that leads (engine-leader.ts), and this tab reaches it over the
// BroadcastChannel every tab shares. A port over that channel carries this tab's messages to the
// leader with the tab's id and hands the page what the leader addresses to it, whichever worker
// leads at the time.
import type { EnginePort } from './port';
import { ENGINE_CHANNEL, isFromLeader, type ToLeader } from './relay-messages';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

export type EngineRelay = {
  /** This tab's port to whichever worker leads. */
  port: EnginePort;
  /** Calls `listener` each time a worker says it leads (as it takes over). */
  onLeading(listener: () => void): () => void;
};

export function engineRelay(
  channel: Channel = new BroadcastChannel(ENGINE_CHANNEL),
  tab: string = crypto.randomUUID(),
): EngineRelay {
  const post = (message: ToLeader) => channel.postMessage(message);
  const port: EnginePort = {
    postMessage: (message) => post({ from: tab, message }),
    onmessage: null,
  };
  channel.addEventListener('message', ({ data }: MessageEvent) => {
    if (isFromLeader(data) && 'to' in data && data.to === tab) {
      port.onmessage?.({ data: data.message } as MessageEvent);
    }
  });
  return {
    port,
    onLeading(listener) {
      const heard = ({ data }: MessageEvent) => {
        if (isFromLeader(data) && 'leading' in data) listener();
      };
      channel.addEventListener('message', heard);
      return () => channel.removeEventListener('message', heard);
    },
  };
}
