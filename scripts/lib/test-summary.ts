// How `npm test` (scripts/test.ts) turns the runners' JSON reports into its closing line
// "N passed, N failed, N skipped".

export type Outcome = { name: string; passed: number; failed: number; skipped: number };

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};

export type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

/**
 * A runner that exits non-zero without a failed test (a crash, a failing hook, a missing
 * report) still counts one failure, so the closing line can never read "0 failed" then.
 */
export function vitestOutcome(report: VitestReport | null, exitedOk: boolean): Outcome {
  if (!report) return { name: 'vitest', passed: 0, failed: 1, skipped: 0 };
  return {
    name: 'vitest',
    passed: report.numPassedTests,
    failed: report.numFailedTests + (exitedOk || report.numFailedTests ? 0 : 1),
    // Skipped tests and suites (SKIP_POSTGRES=1, skipIf) and todos: not passed, still counted.
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function playwrightOutcome(report: PlaywrightReport | null, exitedOk: boolean): Outcome {
  if (!report) return { name: 'e2e', passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    name: 'e2e',
    passed: expected + flaky,
    failed: unexpected + (exitedOk || unexpected ? 0 : 1),
    skipped,
  };
}

const line = ({ passed, failed, skipped }: Omit<Outcome, 'name'>) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

/** One line per check, then the closing line with the totals. */
export function summary(outcomes: Outcome[]) {
  const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, each) => sum + each[key], 0);
  return [
    'Summary',
    ...outcomes.map((outcome) => `  ${outcome.failed ? '✗' : '✓'} ${outcome.name.padEnd(10)} ${line(outcome)}`),
    line({ passed: total('passed'), failed: total('failed'), skipped: total('skipped') }),
  ];
}
