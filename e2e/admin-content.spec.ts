// The content studio in the browser (issue 35): a post written in both languages in the form generated from its
// schema, published, and found on the live site in both languages, the blog list, the sitemap, both feeds and its
// JSON-LD; two people publishing one item, the second told and choosing. axe on each view, screenshots at each width.
import type { Page } from '@playwright/test';
import { axeClean, screenshot } from './admin-server.ts';
import { expect, test } from './admin-fixtures.ts';

const slug = 'studio-without-a-developer';

async function fillPost(page: Page) {
  await page.getByLabel('Key').fill(slug);
  await page.getByLabel('ID', { exact: true }).fill('42');
  const both = async (field: string, en: string, nl: string) => {
    const group = page.getByRole('group', { name: field, exact: true });
    await group.getByLabel('English').fill(en);
    await group.getByLabel('Nederlands').fill(nl);
  };
  await both('Title', 'Written in the studio', 'Geschreven in de studio');
  await both('Excerpt', 'An article the team published itself.', 'Een artikel dat het team zelf publiceerde.');
  await page.getByLabel('Date', { exact: true }).fill('2026-11-29');
  await page.getByLabel('Read time').fill('4');
  await page.getByLabel('Hero image').selectOption('people');
  // The body as a marketer writes it: English with the keys of any word processor and Markdown typed by habit,
  // Dutch with the toolbar's buttons.
  const body = page.getByRole('group', { name: 'Body', exact: true });
  const english = body.getByRole('textbox', { name: 'English' });
  await english.click();
  await page.keyboard.type('## Why it matters');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The people who own the words now ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('publish them');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- no developer');
  await page.keyboard.press('Enter');
  await page.keyboard.type('no deploy');
  const dutch = body.locator('[data-markdown-editor="body.nl"]');
  const tool = (name: string) =>
    dutch.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
  await dutch.getByRole('textbox', { name: 'Nederlands' }).click();
  await tool('Heading').click();
  await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Waarom het ertoe doet');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Wie de woorden bezit, ');
  await tool('Bold').click();
  await page.keyboard.type('publiceert ze');
  await tool('Bold').click();
  await page.keyboard.type(' nu zelf.');
  await page.keyboard.press('Enter');
  await tool('Bulleted list').click();
  await page.keyboard.type('geen ontwikkelaar');
  await page.keyboard.press('Enter');
  await page.keyboard.type('geen deploy');
  // What the field holds is Markdown: the toolbar's last button shows it.
  await tool('Edit as Markdown').click();
  await expect(dutch.getByRole('textbox', { name: 'Nederlands' })).toHaveValue(
    '## Waarom het ertoe doet\n\nWie de woorden bezit, **publiceert ze** nu zelf.\n\n- geen ontwikkelaar\n- geen deploy',
  );
  await tool('Edit as Markdown').click();
}

test('write a post in both languages, publish it, and find it everywhere the site lists posts', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  await page.goto(url('/admin/content'));
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Building an AI-Ready Knowledge Base: From Scattered Documents to Measurable ROI' }),
  ).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'content-list');

  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await fillPost(page);
  await axeClean(page);
  await screenshot(page, 'content-new-post');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
  await expect(page.getByText(/^Revision 1/)).toBeVisible();

  const live = await page.context().newPage();
  await live.goto(url(`/blog/${slug}`));
  await expect(live.getByRole('heading', { level: 1, name: 'Written in the studio' })).toBeVisible();
  // The body's Markdown, lines and all: a heading, strong text and a list.
  await expect(live.getByRole('article').getByRole('heading', { level: 2 })).toHaveText('Why it matters');
  await expect(live.getByRole('article').getByRole('strong')).toHaveText('publish them');
  await expect(live.getByRole('article').getByRole('listitem')).toHaveText(['no developer', 'no deploy']);
  const jsonLd = await live.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((each) => each.includes('"headline":"Written in the studio"'))).toBe(true);
  await live.goto(url(`/nl/blog/${slug}`));
  await expect(live.getByRole('heading', { level: 1, name: 'Geschreven in de studio' })).toBeVisible();
  await live.goto(url('/blog'));
  await expect(live.getByRole('link', { name: /Written in the studio/ }).first()).toBeVisible();
  for (const [path, text] of [
    ['/sitemap.xml', `/nl/blog/${slug}</loc>`],
    ['/rss.xml', '<title>Written in the studio</title>'],
    ['/nl/rss.xml', '<title>Geschreven in de studio</title>'],
  ] as const) {
    expect(await (await live.request.get(url(path))).text(), path).toContain(text);
  }
});

test('two people publish one item: the second is told, sees both versions, and chooses', async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(120_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  const item = url('/admin/content?edit=job/machine-learning-engineer');
  const other = await (await browser.newContext({ storageState: admin.storageState })).newPage();
  await page.goto(item);
  await other.goto(item);
  const title = (on: Page) => on.getByLabel('Title', { exact: true });
  await expect(title(page)).not.toHaveValue('');
  await expect(title(other)).not.toHaveValue('');

  await title(page).fill('Machine Learning Engineer (first edit)');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();

  await title(other).fill('Machine Learning Engineer (second edit)');
  await other.getByRole('button', { name: 'Publish', exact: true }).click();
  const conflict = other.getByRole('region', { name: 'Someone else published this item' });
  await expect(conflict).toBeVisible();
  const row = conflict.getByRole('row', { name: /^title/ });
  await expect(row).toContainText('Machine Learning Engineer (first edit)');
  await expect(row).toContainText('Machine Learning Engineer (second edit)');
  await axeClean(other);
  await screenshot(other, 'content-conflict');
  // Nothing was overwritten: the live page has the first edit.
  expect(await (await other.request.get(url('/jobs'))).text()).toContain('Machine Learning Engineer (first edit)');

  await conflict.getByRole('button', { name: 'Publish mine over theirs' }).click();
  await expect(other.getByText('Published: the live site has it now')).toBeVisible();
  await expect(conflict).toBeHidden();
  expect(await (await other.request.get(url('/jobs'))).text()).toContain('Machine Learning Engineer (second edit)');
});

test('a draft saves as one types, survives a closed tab and an ended session, and any version comes back in one click', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  const item = url('/admin/content?edit=post/future-ai-business-transformation');
  const title = (on: Page) =>
    on.getByRole('group', { name: 'Title', exact: true }).getByLabel('English', { exact: true });
  await page.goto(item);
  const published = await title(page).inputValue();
  expect(published).not.toBe('');

  // Typed, saved a moment later without a click, and not live.
  await title(page).fill('A draft that outlives its tab');
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible();
  await page.close();
  const again = await page.context().newPage();
  await again.goto(item);
  await expect(title(again)).toHaveValue('A draft that outlives its tab');
  expect(await (await again.request.get(url('/blog/future-ai-business-transformation'))).text()).not.toContain(
    'A draft that outlives its tab',
  );
  await again.goto(url('/admin/content?status=changed'));
  await expect(again.getByRole('row', { name: /A draft that outlives its tab/ })).toContainText(
    'Changed since publishing',
  );

  // The session ends while they type, and they close the tab: nothing reached the server, and nothing is lost.
  await again.goto(item);
  await expect(title(again)).toHaveValue('A draft that outlives its tab');
  const context = again.context();
  const cookies = await context.cookies();
  await context.clearCookies();
  await title(again).fill('Typed after the session ended');
  await expect(again.getByRole('status').filter({ hasText: 'Not saved: you are signed out' })).toBeVisible();
  await again.close();
  await context.addCookies(cookies);
  const back = await context.newPage();
  await back.goto(item);
  const kept = back.getByRole('region', { name: 'Changes kept in this browser' });
  await expect(kept).toBeVisible();
  await expect(title(back)).toHaveValue('A draft that outlives its tab');
  await axeClean(back);
  await kept.getByRole('button', { name: 'Bring my changes back' }).click();
  await expect(title(back)).toHaveValue('Typed after the session ended');
  await expect(back.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible();

  // Discarded, the form is the published item again; the history still has the draft, compared and restored.
  await back.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(back.getByText('Draft discarded')).toBeVisible();
  await expect(title(back)).toHaveValue(published);
  await back.getByText(/^History \(\d+ versions?\)/).click();
  const saved = back.getByRole('listitem').filter({ hasText: 'Draft saved' }).first();
  await saved.getByRole('button', { name: 'Compare with the form' }).click();
  const row = back.getByRole('row', { name: /^title\.en/ });
  await expect(row).toContainText('Typed after the session ended');
  await expect(row).toContainText(published);
  await axeClean(back);
  await screenshot(back, 'content-history');
  await saved.getByRole('button', { name: 'Restore' }).click();
  await expect(back.getByText('Restored as the draft: publish it to make it live')).toBeVisible();
  await expect(title(back)).toHaveValue('Typed after the session ended');
  await back.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(back.getByText('Published: the live site has it now')).toBeVisible();
  expect(await (await back.request.get(url('/blog/future-ai-business-transformation'))).text()).toContain(
    'Typed after the session ended',
  );
});

test('the live preview follows the form in both languages, and a shared link opens the draft signed out @both-viewports', async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(120_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  await page.goto(url('/admin/content?edit=story/prorail'));
  const title = page.getByRole('group', { name: 'Title', exact: true }).first();
  await expect(title.getByLabel('English', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Show the preview' }).click();
  const frame = page.frameLocator('iframe[title="Preview of /success-stories/prorail"]');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('ProRail');

  // As one types, the page follows: the site's own components and styles, not published.
  await title.getByLabel('English', { exact: true }).fill('ProRail: previewed as typed');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('ProRail: previewed as typed');
  await page.getByRole('group', { name: 'Language of the preview' }).getByText('Nederlands').click();
  const dutch = page.frameLocator('iframe[title="Preview of /nl/success-stories/prorail"]');
  await expect(dutch.getByRole('heading', { level: 1 })).toContainText('ProRail');
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'content-preview');
  expect(await (await page.request.get(url('/success-stories/prorail'))).text()).not.toContain('previewed as typed');

  // A link for a colleague who is not signed in: it opens the draft as saved, and is never indexed.
  await page.getByRole('button', { name: 'Share a preview link' }).click();
  const link = await page.getByLabel('Preview link').inputValue();
  expect(link).toMatch(new RegExp(`^${admin.origin}/admin/preview#story\\.prorail\\.\\d+\\.[\\w-]{43}$`));
  const colleague = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  const requested: string[] = [];
  colleague.on('request', (request) => requested.push(request.url()));
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Draft preview' })).toBeVisible();
  const shared = colleague.frameLocator('iframe[title="Preview of /success-stories/prorail"]');
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText('ProRail: previewed as typed');
  // The banner that asks a visitor about cookies is not the reviewer's to answer.
  await expect(shared.locator('[data-cookie-banner]')).toHaveCount(0);
  expect(requested.some((each) => each.includes(link.split('#')[1]!))).toBe(false);
  await expect(colleague.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axeClean(colleague);
  await screenshot(colleague, 'content-shared-preview');
  // A link changed by one character opens nothing.
  await colleague.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  await colleague.reload();
  await expect(colleague.getByRole('alert')).toContainText('This preview link has expired or is not valid');
  await colleague.context().close();
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
});
