// Writes under load: 50 signed-in residents (their own session cookies) like and unlike meals
// (PUT /api/inc-like, /api/dec-like in turn: every request is a real change), then add reviews
// (POST /api/add-review). One request is one write.
import { RESIDENT_PASSWORD } from '../dataset/make-dataset';
import type { BenchContext, BenchSection } from '../harness/context';
import { runLoad } from '../harness/load';
import { cpuMs } from '../harness/processes';

const WRITERS = 50;

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: RESIDENT_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export const writes: BenchSection = {
  title: 'Writes',
  run: async (context: BenchContext) => {
    const emails = context.manifest.residents.slice(0, WRITERS);
    // One after the other: the login limiter counts parallel attempts from one address.
    const cookies: string[] = [];
    for (const email of emails) cookies.push(await signIn(context.server.url, email));
    const { durationSeconds, warmupSeconds } = context.options;
    const row = context.report.table(
      `Writes: ${WRITERS} signed-in residents, one connection each, ${durationSeconds} s each`,
      ['write', 'writes/s', 'p50', 'p99', 'server CPU per write', 'failures'],
    );
    for (const [label, kind] of [
      ['likes (inc-like / dec-like)', 'likes'],
      ['reviews (add-review)', 'reviews'],
    ] as const) {
      const spec = {
        url: context.server.url,
        connections: WRITERS,
        writes: { kind, cookies, emails, mealIds: context.manifest.sampleMealIds },
      };
      await runLoad({ ...spec, durationSeconds: warmupSeconds });
      // The server's own CPU time per answered write: what a write costs, whatever the load of
      // the machine (which moves writes/s and the latencies a lot on a shared machine).
      const cpuBefore = cpuMs(context.server.pid);
      const figures = await runLoad({ ...spec, durationSeconds });
      const cpuPerWrite = (cpuMs(context.server.pid) - cpuBefore) / Math.max(1, figures.requests);
      const failed = figures.errors + figures.timeouts + figures.non2xx;
      row({
        write: label,
        'writes/s': Math.round(figures.rps),
        p50: `${figures.p50.toFixed(1)} ms`,
        p99: `${figures.p99.toFixed(1)} ms`,
        'server CPU per write': `${cpuPerWrite.toFixed(2)} ms`,
        failures: failed
          ? `${figures.non2xx} non-2xx, ${figures.errors + figures.timeouts} errors`
          : '',
      });
    }
  },
};
