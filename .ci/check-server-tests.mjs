#!/usr/bin/env node
// After .ci/run's PostgreSQL + Redis step: proves that the tests which can only fail there really ran
// (apps/server/test/support/servers.ts). Reads the Vitest JSON report given as the only argument and fails,
// naming them, unless
//   - every file named *.pg.test.ts under apps/server/test is in the report with at least one test, and
//   - every test of those files, and every test titled "[PostgreSQL…", passed (none skipped or failed).
// Usage: node .ci/check-server-tests.mjs vitest-report.json
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportPath = process.argv[2];
if (!reportPath) {
  console.error('usage: node .ci/check-server-tests.mjs <vitest JSON report>');
  process.exit(2);
}

const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const serverDir = path.join(root, 'apps/server/test');
const pgFiles = readdirSync(serverDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.pg.test.ts'))
  .map((f) => path.join(serverDir, f));

const problems = [];
const results = new Map(report.testResults.map((r) => [path.resolve(r.name), r]));
let ran = 0;
for (const file of pgFiles) {
  const rel = path.relative(root, file);
  const result = results.get(file);
  if (!result || result.assertionResults.length === 0) {
    problems.push(`${rel}: not run`);
    continue;
  }
  for (const a of result.assertionResults) {
    if (a.status === 'passed') ran += 1;
    else problems.push(`${rel}: ${a.status}: ${a.fullName}`);
  }
}
for (const result of report.testResults) {
  if (pgFiles.includes(path.resolve(result.name))) continue;
  for (const a of result.assertionResults) {
    if (!a.fullName.includes('[PostgreSQL')) continue;
    if (a.status === 'passed') ran += 1;
    else problems.push(`${path.relative(root, result.name)}: ${a.status}: ${a.fullName}`);
  }
}

if (pgFiles.length === 0) problems.push('no *.pg.test.ts file found under apps/server/test');
if (problems.length > 0) {
  console.error('FAIL: tests that only bite on PostgreSQL or Redis did not all run and pass:');
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`${ran} PostgreSQL / Redis tests ran and passed (${pgFiles.length} *.pg.test.ts files).`);
