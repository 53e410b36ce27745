// A write the device's storage could not keep (reviving-channel.ts: its worker ended twice while
// writing it, or no new worker started). The write then fails with this sentence, which RxDB
// carries inside its own error; the data layer's write calls (index.ts) hand the screens an
// error that says just this, for their toast. Free of imports.

export const NOT_SAVED = "Not saved: this device's storage stopped. Please try again.";

/** The error as the person should read it: a write the storage could not keep says so. */
export function readableWriteError(error: unknown): unknown {
  return error instanceof Error && error.message.includes(NOT_SAVED) ? new Error(NOT_SAVED) : error;
}
