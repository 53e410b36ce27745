// on-exit-leak-free ships no types: the part of its API the server calls (pino's own exit hook).
declare module 'on-exit-leak-free' {
  /** Calls `callback(object, event)` when the process exits, while `object` is still alive. */
  export function register<T extends object>(
    object: T,
    callback: (object: T, event: 'exit') => void,
  ): void;
}
