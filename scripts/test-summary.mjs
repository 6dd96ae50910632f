// Prints one closing line per test runner and a total, from the JSON reports the runners wrote.
import fs from "node:fs";

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read("test-results/vitest.json");
if (vitest) {
  const s = { p: vitest.numPassedTests, f: vitest.numFailedTests, k: vitest.numPendingTests + (vitest.numTodoTests ?? 0) };
  console.log(`vitest (unit, property, integration): ${s.p} passed, ${s.f} failed, ${s.k} skipped`);
  passed += s.p; failed += s.f; skipped += s.k;
} else console.log("vitest: no report (did not run)");
const pw = read("test-results/playwright.json");
if (pw) {
  const s = { p: pw.stats.expected, f: pw.stats.unexpected + pw.stats.flaky, k: pw.stats.skipped };
  console.log(`playwright (browser): ${s.p} passed, ${s.f} failed, ${s.k} skipped`);
  passed += s.p; failed += s.f; skipped += s.k;
} else console.log("playwright: no report (did not run)");
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
