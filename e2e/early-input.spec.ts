import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bothViewports, phoneOnly } from './viewports.ts';

// A visitor on a mid-range phone taps a control, or fills a form, the moment it shows, long
// before React has hydrated (issue 20). Chromium's CPU runs 4× slower here (CDP), and nothing
// waits for hydration: Playwright taps as soon as the control is visible and stable. Every tap
// must have its effect, and keep it once React takes over; every form must send what is in its
// fields, and no request URL may carry what was typed.

async function slowPhoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds every JavaScript module until `release()`: the page cannot hydrate before then, so what
 * happens in between happens, for certain, to the prerendered page alone.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` and returns as soon as the response has started: no waiting for load or hydration.
 * With `hold`, the scripts wait until the returned function is called.
 */
async function arrive(page: Page, path: string, { hold = false } = {}) {
  await slowPhoneCpu(page);
  const release = hold ? await holdScripts(page) : () => {};
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** After the effect: React has hydrated (the page says so) and the effect is still there. */
async function afterHydration(page: Page, check: () => Promise<void>) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await check();
}

type Control = {
  name: string;
  path: string;
  /** A control of one layout only; the others run at both widths, where they show differently. */
  only?: 'phone' | 'desktop';
  control: (page: Page) => Locator;
  /** What the visitor sees happen, hydrated or not. */
  effect: (page: Page) => Promise<void>;
  /** What must also hold once React has hydrated (the state it announces). */
  hydrated?: (page: Page) => Promise<void>;
};

const tabEffect = (panel: (page: Page) => Locator) => async (page: Page) => {
  await expect(panel(page)).toBeVisible();
  // The other panels are hidden.
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
};
const tabSelected = (tab: (page: Page) => Locator) => (page: Page) =>
  expect(tab(page)).toHaveAttribute('aria-selected', 'true');

const tab = (name: string) => (page: Page) => page.getByRole('tab', { name, exact: true });
const panel = (name: string) => (page: Page) => page.getByRole('tabpanel', { name, exact: true });

const controls: Control[] = [
  {
    name: "the 'Gen-AI Consultant' tab on /jobs",
    path: '/jobs',
    control: tab('Gen-AI Consultant'),
    effect: async (page) => {
      await tabEffect(panel('Gen-AI Consultant'))(page);
      // 'Apply Now' carries the chosen position, not the first.
      await expect(panel('Gen-AI Consultant')(page).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
        'href',
        /position=Gen-AI%20Consultant/,
      );
    },
    hydrated: tabSelected(tab('Gen-AI Consultant')),
  },
  {
    name: "the 'Job Application' tab on /contact",
    path: '/contact',
    control: tab('Job Application'),
    effect: async (page) => {
      await tabEffect(panel('Job Application'))(page);
      await expect(page.getByLabel('Full Name')).toBeVisible();
    },
    hydrated: tabSelected(tab('Job Application')),
  },
  {
    name: "the 'Rebels Academy' tab on /success-stories",
    path: '/success-stories',
    control: tab('Rebels Academy'),
    effect: async (page) => {
      await tabEffect(panel('Rebels Academy'))(page);
      await expect(panel('Rebels Academy')(page).getByRole('link', { name: /TicketSwap/ })).toBeVisible();
    },
    hydrated: tabSelected(tab('Rebels Academy')),
  },
  {
    name: "the 'Interactive Workshops' tab on /services/academy",
    path: '/services/academy',
    control: tab('Interactive Workshops'),
    effect: tabEffect(panel('Interactive Workshops')),
    hydrated: tabSelected(tab('Interactive Workshops')),
  },
  {
    name: "'Explore Academy' on /services/academy",
    path: '/services/academy',
    control: (page) => page.getByRole('link', { name: 'Explore Academy' }),
    effect: async (page) => {
      await expect(page.locator('#programmes h2')).toBeInViewport();
    },
  },
  {
    name: "'See How It Works' on /services/implementation",
    path: '/services/implementation',
    control: (page) => page.getByRole('link', { name: 'See How It Works' }),
    effect: async (page) => {
      await expect(page.locator('#journey h2')).toBeInViewport();
    },
  },
  {
    name: "the 'Tech' tab of a story",
    path: '/success-stories/prorail',
    control: tab('Tech'),
    effect: tabEffect(panel('Tech')),
    hydrated: tabSelected(tab('Tech')),
  },
  {
    name: "the 'Impact' tab of a story",
    path: '/success-stories/volkerwessels',
    control: tab('Impact'),
    effect: async (page) => {
      await tabEffect(panel('Impact'))(page);
      await expect(panel('Impact')(page).getByRole('heading', { name: 'Impact Overview' })).toBeVisible();
    },
    hydrated: tabSelected(tab('Impact')),
  },
  {
    name: 'the menu button on a phone',
    path: '/about',
    only: 'phone',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    effect: async (page) => {
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Success Stories' })).toBeVisible();
    },
  },
  {
    name: 'the Services menu on a desktop',
    path: '/about',
    only: 'desktop',
    control: (page) => page.getByRole('navigation', { name: 'Main' }).getByText('Services', { exact: true }),
    effect: async (page) => {
      const item = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rebels Academy' });
      await expect(item).toBeVisible();
    },
  },
];

test.describe('a tap the moment a control shows, at 4× CPU', () => {
  // Three arrivals at a quarter of the CPU, each until React has taken over: slow by design,
  // and slower still on a shared machine, so these tests get three times the usual budget.
  test.slow();
  for (const { name, path, only, control, effect, hydrated } of controls) {
    // A phone's control on the phone project, a desktop's on the desktop one (e2e/viewports.ts).
    test(name, only === 'phone' ? phoneOnly : only === 'desktop' ? {} : bothViewports, async ({ page }) => {
      // The first time before hydration for certain (the scripts are held until the effect shows),
      // then twice as the page comes, with the scripts racing the tap.
      for (const [attempt, hold] of [true, false, false].entries()) {
        await test.step(`attempt ${attempt + 1}${hold ? ', scripts held' : ''}`, async () => {
          const release = await arrive(page, path, { hold });
          await control(page).click();
          await effect(page);
          release();
          await afterHydration(page, async () => {
            await effect(page);
            await hydrated?.(page);
          });
          await page.unrouteAll();
        });
      }
    });
  }
});

// The e2e server's SQLite file (playwright.config.ts sets DATA_DIR).
const databaseFile = 'test-results/e2e-data/app.db';

function storedRow(email: string) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'select form_type, name, company, phone, interest, message, position, experience, linkedin from contact_submissions where email = ?',
      )
      .get(email) as Record<string, string | null> | undefined;
  } finally {
    db.close();
  }
}

/** Every request the page makes, to check that none carries what was typed in its URL. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('a form filled the moment it shows, at 4× CPU', () => {
  for (const hold of [true, false]) {
    const when = hold ? 'before hydration (scripts held: a native post)' : 'as the page comes';
    test(`the company form sends exactly what was typed, and nothing of it in a URL, ${when}`, async ({ page }) => {
      const email = `early-${randomUUID().slice(0, 8)}@example.com`;
      const typed = {
        name: 'Early Typist',
        company: 'Snelle Invuller B.V.',
        phone: '+31 10 765 4321',
        message: 'Typed before the page had finished starting up.',
      };
      const requests = recordRequests(page);
      const release = await arrive(page, '/contact', { hold });
      const form = page.getByRole('tabpanel', { name: 'For Companies' });
      await form.getByLabel('Your Name').fill(typed.name);
      await form.getByLabel('Company', { exact: true }).fill(typed.company);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone (Optional)').fill(typed.phone);
      await form.getByLabel('I am interested in').selectOption('partnership');
      await form.getByLabel('Your Message').fill(typed.message);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      // Sent by React (the success view) or natively before hydration (the server's thank-you page).
      await expect(page.getByText("We've received your message")).toBeVisible({ timeout: 30_000 });
      release();
      await expect
        .poll(() => storedRow(email))
        .toEqual({
          form_type: 'company',
          ...typed,
          interest: 'partnership',
          position: null,
          experience: null,
          linkedin: null,
        });
      for (const value of [email, typed.name, typed.company]) {
        const encoded = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
        expect(requests.filter((request) => encoded.some((form) => request.url().includes(form)))).toEqual([]);
      }
    });

    test(`the job form sends exactly what was typed, and nothing of it in a URL, ${when}`, async ({ page }) => {
      const email = `early-job-${randomUUID().slice(0, 8)}@example.com`;
      const typed = {
        name: 'Early Applicant',
        phone: '+31 6 8765 4321',
        experience: 'Filled in while the page was still starting on a slow phone.',
        linkedin: 'https://www.linkedin.com/in/early-applicant',
      };
      const requests = recordRequests(page);
      const release = await arrive(page, '/contact#contact-job', { hold });
      const form = page.getByRole('tabpanel', { name: 'Job Application' });
      await form.getByLabel('Full Name').fill(typed.name);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone', { exact: true }).fill(typed.phone);
      await form.getByLabel('LinkedIn Profile (Optional)').fill(typed.linkedin);
      await form.getByLabel('Position').selectOption('Gen-AI Consultant');
      await form.getByLabel('Relevant Experience').fill(typed.experience);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText('Application Received!')).toBeVisible({ timeout: 30_000 });
      release();
      await expect
        .poll(() => storedRow(email))
        .toEqual({
          form_type: 'job',
          name: typed.name,
          company: null,
          phone: typed.phone,
          interest: null,
          message: typed.experience,
          position: 'Gen-AI Consultant',
          experience: typed.experience,
          linkedin: typed.linkedin,
        });
      for (const value of [email, typed.name, typed.phone]) {
        const encoded = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
        expect(requests.filter((request) => encoded.some((form) => request.url().includes(form)))).toEqual([]);
      }
    });
  }
});
