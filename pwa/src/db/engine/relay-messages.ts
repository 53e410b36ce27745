// The messages between the pages and the engine's leading worker where the browser has no
// SharedWorker (engine-leader.ts, engine/relay.ts), all on one BroadcastChannel. Free of
// imports: both sides use it.

/** The Web Lock whose holder runs the engine. */
export const ENGINE_LOCK = 'hostel-engine-leader';
/** The channel every page and the leading worker share. */
export const ENGINE_CHANNEL = 'hostel-engine';

/** A page's message to the engine, with its tab's id. */
export type ToLeader = { from: string; message: unknown };
/** The leader says it leads (as it takes over); a message to one tab. */
export type FromLeader = { leading: true } | { to: string; message: unknown };
export type RelayMessage = ToLeader | FromLeader;

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

export const isToLeader = (data: unknown): data is ToLeader =>
  isObject(data) && typeof data.from === 'string';

export const isFromLeader = (data: unknown): data is FromLeader =>
  isObject(data) && (data.leading === true || typeof data.to === 'string');
