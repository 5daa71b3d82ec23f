// npm test: typecheck, lint, unit + server tests (vitest, real PostgreSQL), build, browser tests
// (Playwright in Chromium). Ends with one plain line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

mkdirSync('.tmp', { recursive: true });
const results = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Named again just above the closing line, so a failure is readable from the tail of a long log.
const failedTests = [];
const flakyTests = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests ?? 0;
  results.failed += report.numFailedTests ?? 0;
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${file.name.replace(`${process.cwd()}/`, '')}: ${test.fullName}`);
    }
  }
}

function walkPlaywright(suite, titles, visit) {
  for (const spec of suite.specs ?? []) visit(spec, [...titles, spec.title]);
  for (const child of suite.suites ?? []) walkPlaywright(child, child.title ? [...titles, child.title] : titles, visit);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  results.failed += stats?.unexpected ?? 0;
  results.skipped += stats?.skipped ?? 0;
  for (const suite of suites ?? []) {
    walkPlaywright(suite, [suite.title], (spec, titles) => {
      for (const test of spec.tests ?? []) {
        const name = `${test.projectName}: ${titles.join(' › ')}`;
        if (test.status === 'unexpected') {
          const error = stripVTControlCharacters(test.results?.at(-1)?.error?.message ?? '');
          failedTests.push(`${name}\n      ${error.split('\n').slice(0, 6).join('\n      ')}`);
        } else if (test.status === 'flaky') flakyTests.push(name);
      }
    });
  }
}

const only = process.argv[2]; // optional: "unit", "e2e" or "proof"
rmSync('.tmp/vitest.json', { force: true });
rmSync('.tmp/playwright.json', { force: true });

if (!only) {
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  run('lint', 'npm', ['run', '--silent', 'lint']);
}
if (!only || only === 'unit') {
  run('unit and server tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']);
  countVitest('.tmp/vitest.json');
}
if (!only || only === 'e2e') {
  if (run('build', 'npm', ['run', '--silent', 'build'])) {
    run('browser tests', 'npx', ['playwright', 'test']);
    countPlaywright('.tmp/playwright.json');
  }
}
if (!only || only === 'proof') {
  // Each counts as one test: kill -9 under a write load loses nothing; an MCP client that is not ours (the
  // inspector's CLI) works against npm start; the benchmark still runs (small seed).
  const scripts = [
    ['crash test', ['scripts/crash-test.mjs'], {}],
    ['MCP client (the inspector) against npm start', ['scripts/mcp-client-check.mjs'], {}],
    ['benchmark (small seed)', ['bench/run.mjs'], { BENCH_USERS: '20', BENCH_PROMPTS: '2000', BENCH_HEAVY: '1000', BENCH_SECONDS: '1', BENCH_CONNECTIONS: '10' }],
  ];
  for (const [name, args, env] of scripts) {
    if (run(name, process.execPath, args, env)) results.passed += 1;
    else results.failed += 1;
  }
}

console.log('');
for (const name of flakyTests) console.log(`flaky (passed on retry): ${name}`);
for (const name of failedTests) console.log(`failed: ${name}`);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
