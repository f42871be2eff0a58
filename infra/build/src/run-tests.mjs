// npm test: every unit and integration test (Vitest, all workspaces), then every end-to-end journey
// (Playwright, the whole store on its own origins). Ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tests-'));

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const unitReport = path.join(reportDir, 'unit.json');
const unitStatus = run('unit and integration tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
const e2eReport = path.join(reportDir, 'e2e.json');
const e2eStatus = run('end-to-end tests (playwright)', 'npx', ['playwright', 'test', '-c', 'infra/harness/playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});

function countVitest(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = (report.testResults ?? []).flatMap((suite) => {
      const where = path.relative(root, suite.name);
      const tests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (tests.length === 0 && suite.status === 'failed') return [`${where}: ${suite.message ?? 'the file failed to run'}`];
      return tests.map((test) => {
        const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 240);
        return `${where} › ${test.fullName}${reason ? ` — ${reason}` : ''}`;
      });
    });
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failures,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: ['the unit report was not written'] };
  }
}

function countPlaywright(file) {
  try {
    const { stats, suites = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = [];
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected') failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
        }
      }
      (suite.suites ?? []).forEach(visit);
    };
    suites.forEach(visit);
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0, failures };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: ['the end-to-end report was not written'] };
  }
}

const unit = countVitest(unitReport);
const e2e = countPlaywright(e2eReport);
const failed = unit.failed + e2e.failed + (unitStatus && !unit.failed ? 1 : 0) + (e2eStatus && !e2e.failed ? 1 : 0);
// The last lines of a long log are the ones people read: name every failure there.
for (const failure of unit.failures) console.log(`failed (unit): ${failure}`);
for (const failure of e2e.failures) console.log(`failed (end-to-end): ${failure}`);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; end-to-end: ${e2e.passed} passed, ${e2e.failed} failed${e2e.skipped ? `, ${e2e.skipped} skipped` : ''}`);
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(unitStatus || e2eStatus ? 1 : 0);
