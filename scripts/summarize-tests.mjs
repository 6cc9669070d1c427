// Reads the JSON reports of one `npm test` run and prints "N passed, N failed" as its last line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const lines = [];
const failures = []; // the names of failed tests, printed before the closing line (CI keeps only the tail)

for (const name of ['vitest-pglite.json', 'vitest-postgres.json', 'vitest-replicas.json']) {
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    lines.push(`${name}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  if (report.numTotalTests === 0) failed += 1;
  lines.push(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const file of report.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${name}: ${relative} › ${test.fullName}\n    ${reason}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      failures.push(`${name}: ${relative} did not run: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
}

const e2e = path.join(dir, 'playwright.json');
if (existsSync(e2e)) {
  const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats;
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky + stats.skipped;
  if (stats.expected + stats.unexpected === 0) failed += 1;
  lines.push(`playwright: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
  const report = JSON.parse(readFileSync(e2e, 'utf8'));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(
          `playwright (${test.status}): ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n    ${error.split('\n')[0].slice(0, 300)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) visit(suite, []);
} else {
  lines.push('playwright: no report (the run did not finish)');
  failed += 1;
}

const checks = path.join(dir, 'checks');
if (existsSync(checks)) {
  for (const line of readFileSync(checks, 'utf8').trim().split('\n')) {
    if (line.startsWith('pass ')) passed += 1;
    else failed += 1;
    lines.push(`check ${line}`);
  }
}

if (failures.length > 0) {
  console.log('failed:');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the reporters' colour codes
  for (const failure of failures) console.log(`  ${failure.replace(/\u001b\[[0-9;]*m/g, '')}`);
}
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
