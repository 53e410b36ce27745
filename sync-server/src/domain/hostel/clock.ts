// The server's "now". Cut-offs and served slots are judged by this clock, never by a device's;
// tests inject a clock they can set (createApp / startServer take one).
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };
