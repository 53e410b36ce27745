// The soak in the test run: 20 seconds in `npm test`, 60 with HOSTEL_FULL_TESTS=1 (`npm run soak`
// runs it for 10 minutes): 200 simulated residents and admins at a person's pace. Targets: no error, memory flat (V8's heap
// used after a full GC at the end within 10% of the halfway mark: RSS moves with how V8 sizes
// its spaces, not with leaks), no growth in open file descriptors not held by a live connection.
import { describe, expect, it } from 'vitest';
import { byTestMode } from '../sync-server/src/test-support/test-mode';
import { leakChecks, runSoak } from './soak';

const SECONDS = byTestMode(20, 60);

describe(`soak, ${SECONDS} seconds`, () => {
  it('200 people: no errors, flat memory, no growing handles', async () => {
    const report = await runSoak({ seconds: SECONDS, people: 200, admins: 10 });
    console.log(JSON.stringify({ ...report, errors: report.errors.slice(0, 5) }, null, 1));
    expect(report.errors).toEqual([]);
    expect(report.calls).toBeGreaterThan((2000 * SECONDS) / 60);
    const { heap, fds, handles } = report;
    expect(leakChecks(report), JSON.stringify({ heap, fds, handles })).toEqual({
      heapFlat: true,
      handlesFlat: true,
    });
  }, 150_000);
});
