// The suite's two lengths. `npm test` runs the short variants of the long tests (the soak, the
// longest property runs), so CI stays within its time; `HOSTEL_FULL_TESTS=1 npm test` runs
// their full lengths (and `npm run soak` the ten-minute soak).
export const FULL_TESTS = process.env.HOSTEL_FULL_TESTS === '1';

/** `short` in the everyday run, `full` with HOSTEL_FULL_TESTS=1. */
export const byTestMode = <T>(short: T, full: T): T => (FULL_TESTS ? full : short);
