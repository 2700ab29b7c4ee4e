// How `npm test` (scripts/test.ts) turns the runners' JSON reports into its closing line
// "N passed, N failed, N skipped" (", N flaky" follows only when a test passed on a retry: a flaky
// test is not counted as passed). Under each check's line it names every test that failed, was
// skipped or was flaky.

export type Outcome = {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed and then passed on a retry: neither passed nor failed. */
  flaky?: number;
  /** Why a check did not run (or failed before it could), shown under its line. */
  reason?: string;
  /** The tests that failed, named as the runner names them, listed under the check's line. */
  failures?: string[];
  /** The tests that were skipped (with the reason the runner gives, if any), listed under the check's line. */
  skippedTests?: string[];
  /** The flaky tests, listed under the check's line. */
  flakyTests?: string[];
};

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; assertionResults?: { status: string; fullName: string }[] }[];
};

type PlaywrightTest = {
  projectName: string;
  status: string;
  annotations?: { type: string; description?: string }[];
};

type PlaywrightSuite = {
  specs?: { title: string; file: string; line: number; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
};

export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

/** A file's path from the repository root, whatever the runner wrote (absolute, or from its test folder). */
const relative = (file: string) => file.replace(`${process.cwd()}/`, '');

/** Vitest's tests whose status is one of `statuses`, as "file › full name". */
function vitestTests(report: VitestReport, statuses: string[]) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => statuses.includes(test.status))
      .map((test) => `${relative(file.name)} › ${test.fullName}`),
  );
}

/** Playwright's tests whose status is `status`, as "[project] file:line › title", with a skip's reason. */
function playwrightTests(suites: PlaywrightSuite[] = [], status: string): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map((test) => {
          const reason = test.annotations?.find((note) => note.type === 'skip' || note.type === 'fixme')?.description;
          return `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}${reason ? ` (${reason})` : ''}`;
        }),
    ),
    ...playwrightTests(suite.suites, status),
  ]);
}

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
    failures: vitestTests(report, ['failed']),
    // Vitest retries nothing here (vitest.config.ts), so none is flaky.
    skippedTests: vitestTests(report, ['skipped', 'pending', 'todo']),
  };
}

/** scripts/check-container.ts's report: one check, passed, failed or skipped with its reason. */
export type ContainerReport = Omit<Outcome, 'name'>;

export function containerOutcome(report: ContainerReport | null): Outcome {
  if (!report) return { name: 'container', passed: 0, failed: 1, skipped: 0, reason: 'no report was written' };
  return { ...report, name: 'container' };
}

export function playwrightOutcome(report: PlaywrightReport | null, exitedOk: boolean): Outcome {
  if (!report) return { name: 'e2e', passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    name: 'e2e',
    // A flaky test (failed, then passed on a retry) is counted apart, not as passed.
    passed: expected,
    failed: unexpected + (exitedOk || unexpected ? 0 : 1),
    skipped,
    flaky,
    failures: playwrightTests(report.suites, 'unexpected'),
    skippedTests: playwrightTests(report.suites, 'skipped'),
    flakyTests: playwrightTests(report.suites, 'flaky'),
  };
}

/** The switches that skip suites on purpose, and what each leaves out. */
export const skipSwitches: Record<string, string> = {
  SKIP_POSTGRES: 'the PostgreSQL suites',
  SKIP_REDIS: 'the Redis suites (shared rate limits)',
  SKIP_DISK_FAULTS: 'the disk-fault and private-checkout suites',
  SKIP_CONTAINER: 'the container check',
};

/** One line per skip switch set to 1 in `env`, so a green summary cannot hide what it left out. */
export function skipLines(env: NodeJS.ProcessEnv) {
  return Object.entries(skipSwitches)
    .filter(([name]) => env[name] === '1')
    .map(([name, what]) => `  ! ${name}=1 skipped ${what}`);
}

/** "N passed, N failed, N skipped", and ", N flaky" only when a test was: CI reads the line's start. */
const line = ({ passed, failed, skipped, flaky = 0 }: Omit<Outcome, 'name'>) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped${flaky ? `, ${flaky} flaky` : ''}`;

const oneLine = (text: string, max = 400) => {
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const mark = (outcome: Outcome) => (outcome.failed ? '✗' : outcome.passed ? '✓' : '!');

/**
 * One line per check (a check that did not run says why under it; each test that failed, was
 * skipped or was flaky is named under it), then the closing line with the totals.
 */
export function summary(outcomes: Outcome[], env: NodeJS.ProcessEnv = {}) {
  const total = (key: 'passed' | 'failed' | 'skipped' | 'flaky') =>
    outcomes.reduce((sum, each) => sum + (each[key] ?? 0), 0);
  return [
    'Summary',
    ...skipLines(env),
    ...outcomes.flatMap((outcome) => [
      `  ${mark(outcome)} ${outcome.name.padEnd(10)} ${line(outcome)}`,
      ...(outcome.reason ? [`      ${outcome.failed ? 'FAILED' : 'SKIPPED'}: ${oneLine(outcome.reason)}`] : []),
      ...(outcome.failures ?? []).map((name) => `      ✗ ${oneLine(name, 200)}`),
      ...(outcome.flakyTests ?? []).map((name) => `      ~ flaky: ${oneLine(name, 200)}`),
      ...(outcome.skippedTests ?? []).map((name) => `      - skipped: ${oneLine(name, 200)}`),
    ]),
    line({ passed: total('passed'), failed: total('failed'), skipped: total('skipped'), flaky: total('flaky') }),
  ];
}
