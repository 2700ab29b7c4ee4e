import type { Browser, Locator, Page } from '@playwright/test';

/**
 * The controls a visitor uses first (issue 20), for the interaction and early-tap benches: how to
 * tap each, and what must show once it is tapped (absent where the effect is not a thing that shows).
 */
export type Control = {
  name: string;
  path: string;
  phone?: boolean;
  desktop?: boolean;
  tap: (page: Page) => Promise<void>;
  /** Shows only once the page's scripts have run (it needs them), so no tap can come before. */
  afterScripts?: boolean;
  shows?: (page: Page) => Locator;
};

const tab = (name: string): Pick<Control, 'tap' | 'shows'> => ({
  tap: (page) => page.getByRole('tab', { name, exact: true }).click(),
  shows: (page) => page.getByRole('tabpanel', { name, exact: true }),
});
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

export const controls: Control[] = [
  { name: "/jobs: tab 'Gen-AI Consultant'", path: '/jobs', ...tab('Gen-AI Consultant') },
  { name: "/contact: tab 'Job Application'", path: '/contact', ...tab('Job Application') },
  { name: "/success-stories: tab 'Rebels Academy'", path: '/success-stories', ...tab('Rebels Academy') },
  {
    name: "/services/academy: tab 'Interactive Workshops'",
    path: '/services/academy',
    ...tab('Interactive Workshops'),
  },
  { name: "/success-stories/prorail: tab 'Impact'", path: '/success-stories/prorail', ...tab('Impact') },
  {
    name: '/about: Services menu',
    path: '/about',
    desktop: true,
    tap: (page) => mainNav(page).getByText('Services', { exact: true }).click(),
    shows: (page) => mainNav(page).getByRole('link', { name: 'Rebels Academy' }),
  },
  {
    name: '/about: phone menu',
    path: '/about',
    phone: true,
    tap: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    shows: (page) => page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Success Stories' }),
  },
  {
    name: "/about: 'Scroll right' of the values strip",
    path: '/about',
    afterScripts: true,
    tap: (page) => page.getByRole('button', { name: 'Scroll right' }).first().click(),
  },
];

/**
 * A page in a fresh context as a visitor on a mid-range phone meets it: CPU `rate`× slower (CDP, 4 by default), phone
 * or desktop size, consent already given (the banner would cover controls). Close its context after.
 */
export async function slowCpuPage(browser: Browser, phone: boolean, initScript?: () => void, rate = 4) {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    hasTouch: phone,
    isMobile: phone,
  });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}
