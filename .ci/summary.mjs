// Prints "N passed, N failed" from Vitest's JSON report; non-zero exit on any failure or no tests.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-report.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log('0 passed, 1 failed');
  console.error(`no readable test report at ${file}: ${error.message}`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// Suites that failed to load count as failures even though no test inside them ran.
const failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(report);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

function countSuitesWithFailedTests(r) {
  return (r.testResults ?? []).filter((s) => (s.assertionResults ?? []).some((a) => a.status === 'failed')).length;
}
