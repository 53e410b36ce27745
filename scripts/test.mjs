// npm test: check (or install) the programs the suites start, build the PWA if stale (browser
// journeys run against the real build), run every vitest project with lint and typecheck beside
// them, then print the one summary line CI reads: "N passed, N failed, N skipped". With arguments
// (a project, a file) it runs just those tests, without the lint and typecheck.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureFirebaseTools } from './firebase-tools.mjs';
import { ensureTestTools } from './test-tools.mjs';

ensureTestTools();
// The Firebase journeys' emulator, installed before the run rather than inside a journey's wait.
const selection = process.argv.slice(2);
if (selection.length === 0 || selection.some((arg) => arg.includes('e2e'))) ensureFirebaseTools();

/**
 * Runs an npm script with its output kept, resolving to [name, passed, output]. It runs at a
 * lower priority (nice 10) beside the tests: it takes the CPU the suites leave idle while they
 * wait on servers, browsers and child processes, and never the CPU a waiting test needs.
 */
function check(script) {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', 'npm', 'run', '--silent', script], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve([script, code === 0, output]));
  });
}

buildIfStale();
// Lint (eslint + prettier) and typecheck run once, beside the tests, and count as two checks.
const checking = process.argv.length > 2 ? [] : ['lint', 'typecheck'].map(check);
mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
rmSync(report, { force: true });
const run = await new Promise((resolve) => {
  const vitest = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } },
  );
  vitest.on('close', (status) => resolve({ status }));
});
const checks = await Promise.all(checking);
for (const [script, ok, output] of checks) {
  console.log(`npm run ${script}: ${ok ? 'clean' : 'FAILED'}`);
  if (!ok) console.log(output);
}

let passed = checks.filter(([, ok]) => ok).length;
let failed = checks.length - passed;
let skipped = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests ?? 0;
  failed +=
    (results.numFailedTests ?? 0) +
    (results.numFailedTestSuites && !results.numFailedTests ? results.numFailedTestSuites : 0);
  skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
  // A test that passed with failure messages passed only on its retry (the e2e project retries
  // once on CI): name each one and its first failure, so flakiness stays visible.
  const retried = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => ({ file: file.name, test })),
  );
  for (const { file, test } of retried) {
    const first = test.failureMessages[0].split('\n')[0];
    console.log(`\nPassed only on retry: ${file} > ${test.fullName}\n  first failure: ${first}`);
  }
} else {
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
