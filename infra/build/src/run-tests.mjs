// npm test: the whole verify, the one gate of a change. Typecheck of every workspace, lint of the
// whole tree with zero warnings, translation parity, every unit and integration test (jest, all
// workspaces), then every end-to-end journey (Playwright, the whole store on its own origins).
// Every step runs even when an earlier one failed, so one run shows everything that is wrong; the
// closing lines give passed, failed and skipped counts per suite and name every failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tests-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs those steps only
const wanted = (step) => only.length === 0 || only.includes(step);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
}

const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.sort((a, b) => b.length - a.length);
const workspaceOf = (file) => workspaces.find((w) => file.startsWith(`${w}/`)) ?? file.split('/')[0];

/** Per workspace: counts and the failed tests, from jest's JSON report. */
function countJest(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const projects = new Map();
    const failures = [];
    for (const suite of report.testResults ?? []) {
      const where = path.relative(root, suite.name);
      const project = workspaceOf(where);
      const counts = projects.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'passed') counts.passed += 1;
        else if (test.status === 'failed') {
          counts.failed += 1;
          const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 240);
          failures.push(`${where} › ${test.fullName}${reason ? ` — ${reason}` : ''}`);
        } else counts.skipped += 1;
      }
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
        counts.failed += 1;
        failures.push(`${where}: ${String(suite.message ?? 'the file failed to run').split('\n').find((line) => line.trim()) ?? ''}`.slice(0, 300));
      }
      projects.set(project, counts);
    }
    return { projects, failures };
  } catch {
    return { projects: new Map([['unit', { passed: 0, failed: 1, skipped: 0 }]]), failures: ['the unit report was not written'] };
  }
}

/** Per Playwright project: counts and the failed journeys. */
function countPlaywright(file) {
  try {
    const { suites = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const projects = new Map();
    const failures = [];
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const counts = projects.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 };
          if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
          else if (test.status === 'skipped') counts.skipped += 1;
          else {
            counts.failed += 1;
            failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
          }
          projects.set(test.projectName, counts);
        }
      }
      (suite.suites ?? []).forEach(visit);
    };
    suites.forEach(visit);
    return { projects, failures };
  } catch {
    return { projects: new Map([['e2e', { passed: 0, failed: 1, skipped: 0 }]]), failures: ['the end-to-end report was not written'] };
  }
}

const rows = []; // [suite, passed, failed, skipped, seconds]
const failures = [];
let exitCode = 0;

function gate(step, label, command, args) {
  if (!wanted(step)) return;
  const { status, seconds } = run(label, command, args);
  rows.push([label, status === 0 ? 1 : 0, status === 0 ? 0 : 1, 0, seconds]);
  if (status !== 0) {
    exitCode = 1;
    failures.push(`${label}: see its output above`);
  }
}

gate('typecheck', 'typecheck', process.execPath, [path.join(root, 'infra/build/src/typecheck-all.mjs')]);
gate('lint', 'lint (zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']);
gate('i18n', 'translation parity', process.execPath, [path.join(root, 'infra/build/src/check-translations.cjs')]);

// The first-load byte budget adds up production builds of every app. When the end-to-end step runs
// too, it waits for it and reuses the end-to-end store's builds (same sources, same hash) instead of
// building every app a second time; alone, the unit step builds what it needs.
const BUDGET_TEST = 'infra/build/src/first-load-budget.test.ts';
const budgetAfterE2e = wanted('unit') && wanted('e2e');

function jestStep(label, tag, args) {
  const report = path.join(reportDir, `${tag}.json`);
  const { status, seconds } = run(label, 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${report}`, ...args], {
    // jest's CommonJS runtime needs this for the dynamic import() of Node services' dependencies
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
  });
  const result = countJest(report);
  for (const [project, c] of result.projects) rows.push([`${tag}: ${project}`, c.passed, c.failed, c.skipped, null]);
  rows.push([`${tag} (all)`, ...[...result.projects.values()].reduce((s, c) => [s[0] + c.passed, s[1] + c.failed, s[2] + c.skipped], [0, 0, 0]), seconds]);
  failures.push(...result.failures.map((f) => `(${tag}) ${f}`));
  if (status !== 0) {
    exitCode = 1;
    if (result.failures.length === 0) failures.push(`(${tag}) jest failed without naming a test: see its output above`);
  }
}

if (wanted('unit')) {
  jestStep('unit and integration tests (jest)', 'unit', budgetAfterE2e ? ['--testPathIgnorePatterns', '/node_modules/', BUDGET_TEST.replace(/\./g, '\\.')] : []);
}

if (wanted('e2e')) {
  const e2eReport = path.join(reportDir, 'e2e.json');
  const { status, seconds } = run('end-to-end tests (playwright)', 'npx', ['playwright', 'test', '-c', 'infra/harness/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = countPlaywright(e2eReport);
  for (const [project, c] of e2e.projects) rows.push([`end-to-end: ${project}`, c.passed, c.failed, c.skipped, null]);
  rows.push(['end-to-end (all)', ...[...e2e.projects.values()].reduce((s, c) => [s[0] + c.passed, s[1] + c.failed, s[2] + c.skipped], [0, 0, 0]), seconds]);
  failures.push(...e2e.failures.map((f) => `(end-to-end) ${f}`));
  if (status !== 0) {
    exitCode = 1;
    if (e2e.failures.length === 0) failures.push('(end-to-end) Playwright failed without naming a journey: see its output above');
  }
}

if (budgetAfterE2e) jestStep('first-load byte budget (jest)', 'budget', [BUDGET_TEST]);

// The last lines of a long log are the ones people read: the table, then every failure by name.
const width = Math.max(...rows.map((r) => r[0].length), 5);
console.log(`\n${'suite'.padEnd(width)}  passed  failed  skipped  time`);
for (const [name, passed, failed, skipped, seconds] of rows) {
  console.log(`${name.padEnd(width)}  ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${String(skipped).padStart(7)}  ${seconds === null ? '' : `${seconds} s`}`);
}
for (const failure of failures) console.log(`failed ${failure}`);
const tests = rows.filter((r) => r[0].endsWith('(all)'));
const passed = tests.reduce((s, r) => s + r[1], 0);
const failed = rows.filter((r) => r[4] !== null).reduce((s, r) => s + r[2], 0);
console.log(`${passed} tests passed, ${failed} failed; ${exitCode === 0 ? 'every gate passed' : 'NOT green'}`);
process.exit(exitCode);
