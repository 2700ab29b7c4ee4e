// pa11y 10 ships no type declarations: the part of its API tests/site/pa11y.test.ts uses.
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export type Pa11yIssue = {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: 'axe' | 'htmlcs';
    /** axe's: `needsFurtherReview` marks a result axe could not decide (its "incomplete" list). */
    runnerExtras?: { needsFurtherReview?: boolean; impact?: string; description?: string };
  };

  export type Pa11yOptions = {
    browser?: Browser;
    /** A page of `browser` to test in; pa11y leaves it open. */
    page?: Page;
    runners?: ('axe' | 'htmlcs')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    wait?: number;
    /** e.g. 'wait for element <selector> to be added|removed|visible|hidden', run before the test. */
    actions?: string[];
    timeout?: number;
  };

  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
