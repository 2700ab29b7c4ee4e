import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/lib/files.ts';
import {
  containerOutcome,
  playwrightOutcome,
  skipSwitches,
  summary,
  vitestOutcome,
} from '../../scripts/lib/test-summary.ts';

const vitestReport = { numPassedTests: 180, numFailedTests: 0, numPendingTests: 2, numTodoTests: 7 };
const playwrightReport = { stats: { expected: 120, unexpected: 0, flaky: 1, skipped: 9 } };

describe('the closing line of npm test', () => {
  it('counts skipped tests and todos of vitest and skipped tests of Playwright', () => {
    const lines = summary([
      { name: 'lint', passed: 1, failed: 0, skipped: 0 },
      vitestOutcome(vitestReport, true),
      playwrightOutcome({ stats: { ...playwrightReport.stats, flaky: 0 } }, true),
    ]);
    expect(lines.at(-1)).toBe('301 passed, 0 failed, 18 skipped');
    expect(lines).toContain('  ✓ vitest     180 passed, 0 failed, 9 skipped');
    expect(lines).toContain('  ✓ e2e        120 passed, 0 failed, 9 skipped');
  });

  it('counts a flaky test apart from the passed ones, and says so at the end of the closing line', () => {
    const lines = summary([vitestOutcome(vitestReport, true), playwrightOutcome(playwrightReport, true)]);
    expect(lines).toContain('  ✓ e2e        120 passed, 0 failed, 9 skipped, 1 flaky');
    // The line CI reads still starts "N passed, N failed"; the flaky test is in none of those.
    expect(lines.at(-1)).toBe('300 passed, 0 failed, 18 skipped, 1 flaky');
    expect(lines.at(-1)).toMatch(/^(\d+) passed, (\d+) failed, (\d+) skipped/);
  });

  it('names every skipped and flaky test under its check, with the reason a skip gives', () => {
    const vitest = vitestOutcome(
      {
        ...vitestReport,
        numPendingTests: 2,
        numTodoTests: 1,
        testResults: [
          {
            name: `${process.cwd()}/tests/server/outbox.test.ts`,
            assertionResults: [
              { status: 'passed', fullName: 'the outbox sends once' },
              { status: 'skipped', fullName: 'the outbox on PostgreSQL sends once' },
              { status: 'pending', fullName: 'the outbox on PostgreSQL retries' },
              { status: 'todo', fullName: 'the outbox gives up after a week' },
            ],
          },
        ],
      },
      true,
    );
    const e2e = playwrightOutcome(
      {
        stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 1 },
        suites: [
          {
            specs: [
              {
                title: 'the menu opens',
                file: 'navigation.spec.ts',
                line: 7,
                tests: [
                  { projectName: 'desktop', status: 'expected' },
                  { projectName: 'phone', status: 'flaky' },
                ],
              },
              {
                title: 'the container runs',
                file: 'container.spec.ts',
                line: 3,
                tests: [
                  {
                    projectName: 'desktop',
                    status: 'skipped',
                    annotations: [{ type: 'skip', description: 'no podman' }],
                  },
                ],
              },
            ],
          },
        ],
      },
      true,
    );
    expect(summary([vitest, e2e])).toEqual([
      'Summary',
      '  ✓ vitest     180 passed, 0 failed, 3 skipped',
      '      - skipped: tests/server/outbox.test.ts › the outbox on PostgreSQL sends once',
      '      - skipped: tests/server/outbox.test.ts › the outbox on PostgreSQL retries',
      '      - skipped: tests/server/outbox.test.ts › the outbox gives up after a week',
      '  ✓ e2e        1 passed, 0 failed, 1 skipped, 1 flaky',
      '      ~ flaky: [phone] navigation.spec.ts:7 › the menu opens',
      '      - skipped: [desktop] container.spec.ts:3 › the container runs (no podman)',
      '181 passed, 0 failed, 4 skipped, 1 flaky',
    ]);
  });

  it('counts a runner that failed without a failed test, or left no report, as one failure', () => {
    expect(vitestOutcome(vitestReport, false).failed).toBe(1);
    expect(vitestOutcome({ ...vitestReport, numFailedTests: 3 }, false).failed).toBe(3);
    expect(playwrightOutcome(null, false)).toEqual({ name: 'e2e', passed: 0, failed: 1, skipped: 0 });
    expect(playwrightOutcome(playwrightReport, true).failures).toEqual([]);
    expect(summary([vitestOutcome(null, false)]).at(-1)).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('names every failed test under its check, so the end of a long log says what to look at', () => {
    const vitest = vitestOutcome(
      {
        ...vitestReport,
        numFailedTests: 1,
        testResults: [
          {
            name: `${process.cwd()}/tests/server/contact-api.test.ts`,
            assertionResults: [
              { status: 'passed', fullName: 'POST /api/contact stores a message' },
              { status: 'failed', fullName: 'POST /api/contact refuses an empty name' },
            ],
          },
        ],
      },
      false,
    );
    const e2e = playwrightOutcome(
      {
        stats: { expected: 3, unexpected: 1, flaky: 0, skipped: 0 },
        suites: [
          {
            suites: [
              {
                specs: [
                  {
                    title: 'the tabs switch',
                    file: 'jobs.spec.ts',
                    line: 12,
                    tests: [
                      { projectName: 'desktop', status: 'expected' },
                      { projectName: 'phone', status: 'unexpected' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      false,
    );
    const lines = summary([vitest, e2e]);
    expect(lines).toEqual([
      'Summary',
      '  ✗ vitest     180 passed, 1 failed, 9 skipped',
      '      ✗ tests/server/contact-api.test.ts › POST /api/contact refuses an empty name',
      '  ✗ e2e        3 passed, 1 failed, 0 skipped',
      '      ✗ [phone] jobs.spec.ts:12 › the tabs switch',
      '183 passed, 2 failed, 9 skipped',
    ]);
  });

  it('names every skip switch that is set, and what it left out, above the checks', () => {
    const lines = summary([{ name: 'lint', passed: 1, failed: 0, skipped: 0 }], {
      SKIP_POSTGRES: '1',
      SKIP_CONTAINER: '1',
      SKIP_REDIS: '0',
    });
    expect(lines).toEqual([
      'Summary',
      '  ! SKIP_POSTGRES=1 skipped the PostgreSQL suites',
      '  ! SKIP_CONTAINER=1 skipped the container check',
      '  ✓ lint       1 passed, 0 failed, 0 skipped',
      '1 passed, 0 failed, 0 skipped',
    ]);
    // Every switch the suites and scripts read is one the summary knows.
    const sources = ['tests', 'scripts', 'e2e'].flatMap((dir) =>
      filesUnder(dir, /\.ts$/).map((file) => fs.readFileSync(file, 'utf8')),
    );
    const read = new Set(sources.flatMap((text) => text.match(/\bSKIP_[A-Z]+(?:_[A-Z]+)*\b/g) ?? []));
    expect([...read].sort()).toEqual(Object.keys(skipSwitches).sort());
  });

  it('counts the container check, and shows why it was skipped or failed under its line', () => {
    const reason = 'podman cannot start a container here: Error: OCI runtime error\ncrun: cgroups';
    const lines = summary([
      { name: 'lint', passed: 1, failed: 0, skipped: 0 },
      containerOutcome({ passed: 0, failed: 0, skipped: 1, reason }),
    ]);
    expect(lines).toContain('  ! container  0 passed, 0 failed, 1 skipped');
    expect(lines).toContain(
      '      SKIPPED: podman cannot start a container here: Error: OCI runtime error crun: cgroups',
    );
    expect(lines.at(-1)).toBe('1 passed, 0 failed, 1 skipped');
    expect(containerOutcome(null)).toMatchObject({ failed: 1, reason: 'no report was written' });
    expect(summary([containerOutcome({ passed: 1, failed: 0, skipped: 0 })])).toEqual([
      'Summary',
      '  ✓ container  1 passed, 0 failed, 0 skipped',
      '1 passed, 0 failed, 0 skipped',
    ]);
  });
});
