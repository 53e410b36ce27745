// Lighthouse (the npm package, mobile preset: simulated slow 4G and a 4× slower CPU) against
// Debian's Chromium: performance score, LCP, TBT and CLS, the accessibility and best-practices
// scores (with the best-practices audits that failed), of pages of a running server. Each run
// is a fresh Chromium profile. Figures only, never pass/fail.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseFigures = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Best-practices audits that failed, if any (`deprecations`: the data layer's unload). */
  bestPracticesFailures: string[];
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  /** Accessibility audits that failed, if any. */
  accessibilityFailures: string[];
  /** The largest paint's element, as Lighthouse shows it (its opening tag). */
  lcpElement?: string;
  /** Lighthouse's code when the run itself failed (its figures are then not scores). */
  runtimeError?: string;
};

type NodeItem = { node?: { snippet?: string } };
type ListDetails = { items?: { items?: NodeItem[] }[] };

export async function lighthouseFigures(
  baseUrl: string,
  paths: string[],
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const lhr = result!.lhr;
      const failedIn = (category: string) =>
        lhr.categories[category]!.auditRefs.filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0,
        ).map((ref) => ref.id);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items =
        (lhr.audits['network-requests']?.details as { items?: any[] } | undefined)?.items ?? [];
      const jsBytes = items
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      figures.push({
        path,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
        bestPracticesFailures: failedIn('best-practices'),
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKiB: jsBytes / 1024,
        accessibilityFailures: failedIn('accessibility'),
        lcpElement: (
          lhr.audits['largest-contentful-paint-element']?.details as ListDetails | undefined
        )?.items?.[0]?.items?.[0]?.node?.snippet,
        runtimeError: lhr.runtimeError?.code,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse passes over `paths` (each in a newly launched Chromium, a fresh profile), and
 * per page the median of each figure; a failed audit counts when it failed in any run. Runs
 * Lighthouse could not finish are left out of the medians and reported in `runtimeError`.
 */
export async function lighthouseMedians(
  baseUrl: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseFigures[]> {
  const all: LighthouseFigures[][] = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseFigures(baseUrl, paths));
  return paths.map((path) => {
    const ofPath = all.map((figures) => figures.find((f) => f.path === path)!);
    const done = ofPath.filter((f) => !f.runtimeError);
    const median = (pick: (f: LighthouseFigures) => number) => {
      const sorted = done.map(pick).sort((a, b) => a - b);
      return sorted.length === 0 ? NaN : sorted[(sorted.length - 1) >> 1]!;
    };
    const union = (pick: (f: LighthouseFigures) => string[]) => [...new Set(done.flatMap(pick))];
    const failed = ofPath.length - done.length;
    return {
      path,
      performance: median((f) => f.performance),
      accessibility: median((f) => f.accessibility),
      bestPractices: median((f) => f.bestPractices),
      bestPracticesFailures: union((f) => f.bestPracticesFailures),
      lcpMs: median((f) => f.lcpMs),
      fcpMs: median((f) => f.fcpMs),
      tbtMs: median((f) => f.tbtMs),
      cls: median((f) => f.cls),
      jsKiB: median((f) => f.jsKiB),
      accessibilityFailures: union((f) => f.accessibilityFailures),
      lcpElement: done.map((f) => f.lcpElement).find(Boolean),
      runtimeError: failed > 0 ? `${failed} of ${ofPath.length} runs failed` : undefined,
    };
  });
}

export function printLighthouse(figures: LighthouseFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.path.padEnd(14)} performance ${String(f.performance).padStart(3)}  ` +
        `LCP ${(f.lcpMs / 1000).toFixed(2)} s  FCP ${(f.fcpMs / 1000).toFixed(2)} s  ` +
        `TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}  ` +
        `best practices ${f.bestPractices}  accessibility ${f.accessibility}  ` +
        `JS ${f.jsKiB.toFixed(0)} KiB` +
        (f.bestPracticesFailures.length
          ? `  (best practices failed: ${f.bestPracticesFailures.join(', ')})`
          : '') +
        (f.accessibilityFailures.length
          ? `  (accessibility failed: ${f.accessibilityFailures.join(', ')})`
          : '') +
        (f.lcpElement ? `  (LCP: ${f.lcpElement})` : '') +
        (f.runtimeError ? `  (run failed: ${f.runtimeError})` : ''),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, ...paths] = process.argv.slice(2);
  lighthouseFigures(url, paths.length ? paths : ['/', '/all-meals']).then(printLighthouse, (e) => {
    console.error(e);
    process.exit(1);
  });
}
