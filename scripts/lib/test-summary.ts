// How `npm test` (scripts/test.ts) turns the runners' JSON reports into its closing line
// "N passed, N failed, N skipped".

export type Outcome = {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Why a check did not run (or failed before it could), shown under its line. */
  reason?: string;
  /** The tests that failed, named as the runner names them, listed under the check's line. */
  failures?: string[];
};

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; assertionResults?: { status: string; fullName: string }[] }[];
};

type PlaywrightSuite = {
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};

export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

/** A file's path from the repository root, whatever the runner wrote (absolute, or from its test folder). */
const relative = (file: string) => file.replace(`${process.cwd()}/`, '');

function vitestFailures(report: VitestReport) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(file.name)} › ${test.fullName}`),
  );
}

function playwrightFailures(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
    ),
    ...playwrightFailures(suite.suites),
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
    failures: vitestFailures(report),
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
    passed: expected + flaky,
    failed: unexpected + (exitedOk || unexpected ? 0 : 1),
    skipped,
    failures: playwrightFailures(report.suites),
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

const line = ({ passed, failed, skipped }: Omit<Outcome, 'name'>) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

const oneLine = (text: string, max = 400) => {
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const mark = (outcome: Outcome) => (outcome.failed ? '✗' : outcome.passed ? '✓' : '!');

/**
 * One line per check (a check that did not run says why under it, a failed test is named under
 * it), then the closing line with the totals.
 */
export function summary(outcomes: Outcome[], env: NodeJS.ProcessEnv = {}) {
  const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, each) => sum + each[key], 0);
  return [
    'Summary',
    ...skipLines(env),
    ...outcomes.flatMap((outcome) => [
      `  ${mark(outcome)} ${outcome.name.padEnd(10)} ${line(outcome)}`,
      ...(outcome.reason ? [`      ${outcome.failed ? 'FAILED' : 'SKIPPED'}: ${oneLine(outcome.reason)}`] : []),
      ...(outcome.failures ?? []).map((name) => `      ✗ ${oneLine(name, 200)}`),
    ]),
    line({ passed: total('passed'), failed: total('failed'), skipped: total('skipped') }),
  ];
}
