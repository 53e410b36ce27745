// The soak's 60-second version (`npm run soak` runs it for 10 minutes): 200
// simulated residents and admins at a person's pace. Targets: no error, memory flat (V8's heap
// used after a full GC at the end within 10% of the halfway mark: RSS moves with how V8 sizes
// its spaces, not with leaks), no growth in open file descriptors not held by a live connection.
import { describe, expect, it } from 'vitest';
import { leakChecks, runSoak } from './soak';

describe('soak, 60 seconds', () => {
  it('200 people: no errors, flat memory, no growing handles', async () => {
    const report = await runSoak({ seconds: 60, people: 200, admins: 10 });
    console.log(JSON.stringify({ ...report, errors: report.errors.slice(0, 5) }, null, 1));
    expect(report.errors).toEqual([]);
    expect(report.calls).toBeGreaterThan(2000);
    const { heap, fds, handles } = report;
    expect(leakChecks(report), JSON.stringify({ heap, fds, handles })).toEqual({
      heapFlat: true,
      handlesFlat: true,
    });
  }, 150_000);
});
