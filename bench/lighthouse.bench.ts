// Lighthouse (the npm package, mobile preset: simulated slow 4G and a 4× slower CPU) against
// Debian's Chromium: performance score, LCP, TBT and CLS, and the accessibility score, of pages
// of a running server. Figures only, never pass/fail.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseFigures = {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  /** Accessibility audits that failed, if any. */
  accessibilityFailures: string[];
  /** Lighthouse's code when the run itself failed (its figures are then not scores). */
  runtimeError?: string;
};

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
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
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
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKiB: jsBytes / 1024,
        accessibilityFailures: lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        runtimeError: lhr.runtimeError?.code,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(figures: LighthouseFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.path.padEnd(12)} performance ${String(f.performance).padStart(3)}  ` +
        `LCP ${(f.lcpMs / 1000).toFixed(2)} s  FCP ${(f.fcpMs / 1000).toFixed(2)} s  ` +
        `TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}  ` +
        `accessibility ${f.accessibility}  JS ${f.jsKiB.toFixed(0)} KiB` +
        (f.accessibilityFailures.length
          ? `  (failed: ${f.accessibilityFailures.join(', ')})`
          : '') +
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
