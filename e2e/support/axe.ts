// axe-core in the browser: loads node_modules/axe-core/axe.min.js into the
// page and runs it, answering the serious and critical violations only (what the product
// promises to keep at zero), each with the selectors of its failing nodes for the test message.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | undefined;
const axeSource = () => (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
};

/** Every violation with any impact (for exploring; tests hold serious + critical at zero). */
export async function allAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the app's CSP rightly
  // refuses inline scripts, and the walk must run with that policy on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResult> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  const findings = await allAxeViolations(page);
  return findings.filter((finding) => ['serious', 'critical'].includes(finding.impact));
}
