import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

const posts = [
  {
    slug: 'future-ai-business-transformation',
    title: 'Gemini 2.5 Pro and the 1M-Token Context Window: What It Changes for Business',
    date: 'July 28, 2025',
    readTime: '5 min read',
  },
  {
    slug: 'measuring-roi-ai-projects',
    title: 'Building an AI-Ready Knowledge Base: From Scattered Documents to Measurable ROI',
    date: 'December 19, 2024',
    readTime: '7 min read',
  },
  {
    slug: 'building-ai-implementation-teams',
    title: 'Inside Rebels: How Our Implementation Teams Build with an AI Code Editor',
    date: 'October 28, 2024',
    readTime: '6 min read',
  },
];

async function expectNoAxeViolations(page: Page) {
  expect((await axeViolations(page)).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

// The two tests that end with axe run at both widths: axe judges the page as laid out.
test(
  '/blog lists the three posts and two placeholders that cannot be clicked or focused',
  bothViewports,
  async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From the Blog');
    await expect(page.getByText('Practical notes from our projects')).toBeVisible();

    for (const post of posts) {
      const link = page.getByRole('link', { name: post.title });
      await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
      const card = page.getByRole('article').filter({ has: link });
      await expect(card).toContainText('Rebels Team');
      await expect(card).toContainText(post.date);
      await expect(card).toContainText(post.readTime);
      await expect(card).toContainText('Read More');
    }

    const placeholders = page.getByTestId('post-placeholder');
    await expect(placeholders).toHaveCount(2);
    await expect(placeholders.nth(0)).toContainText('Exciting New Content Coming Soon');
    await expect(placeholders.nth(1)).toContainText('More AI Insights on the Way');
    for (const placeholder of await placeholders.all()) {
      await expect(placeholder).toContainText('Coming Soon');
      await expect(placeholder).toContainText('TBD');
      await expect(placeholder).toContainText('Stay Tuned');
      await expect(placeholder.locator('a, button, [tabindex]')).toHaveCount(0);
    }

    // Tab through the whole page: focus never lands inside a placeholder.
    const focusedInPlaceholder: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement?.closest('[data-testid="post-placeholder"]')?.textContent ?? null,
      );
      if (inside) focusedInPlaceholder.push(inside);
    }
    expect(focusedInPlaceholder).toEqual([]);
    await expectNoAxeViolations(page);
  },
);

test('a post shows its hero, the article, two related posts and the closing band', bothViewports, async ({ page }) => {
  const [gemini, knowledgeBase, codeEditor] = posts;
  await page.goto(`/blog/${knowledgeBase!.slug}`);
  const hero = page.locator('main section').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(knowledgeBase!.title);
  await expect(hero).toContainText('Rebels Team');
  await expect(hero).toContainText(knowledgeBase!.date);
  await expect(hero).toContainText(knowledgeBase!.readTime);
  // The category is empty in every post, so no eyebrow above the title.
  await expect(hero.locator('h1 ~ p, p:has(+ h1)')).toHaveCount(0);
  await expect(hero.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  const article = page.getByRole('article', { name: knowledgeBase!.title });
  await expect(article).toContainText('support workload had fallen by 47%');
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.locator('blockquote')).toHaveCount(1);
  await expect(article.locator('pre code')).toHaveCount(1);
  // A comfortable measure: no line of the article is wider than about 75 characters.
  const measure = await article.evaluate((element) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.textContent = '0'.repeat(75);
    probe.style.font = style.font;
    document.body.append(probe);
    const limit = probe.getBoundingClientRect().width;
    probe.remove();
    const paragraph = element.querySelector('p')!;
    return { width: paragraph.getBoundingClientRect().width, limit };
  });
  expect(measure.width).toBeLessThanOrEqual(measure.limit);

  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related.getByRole('article')).toHaveCount(2);
  await expect(related.getByRole('link', { name: gemini!.title })).toHaveAttribute('href', `/blog/${gemini!.slug}`);
  await expect(related.getByRole('link', { name: codeEditor!.title })).toHaveAttribute(
    'href',
    `/blog/${codeEditor!.slug}`,
  );
  await expect(related).toContainText('Read More');

  await expect(page.getByRole('heading', { name: 'Ready to Transform Your Business with AI?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);
});

test('a related post opens as a page of its own, and its own related posts are the first two others', async ({
  page,
}) => {
  const [gemini, knowledgeBase, codeEditor] = posts;
  await page.goto(`/blog/${gemini!.slug}`);
  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related.getByRole('link')).toHaveText([knowledgeBase!.title, codeEditor!.title]);
  // A marker on this document: the public pages have no router (decision 0070), so a link loads the next one.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await related.getByRole('link', { name: codeEditor!.title }).click();
  await expect(page).toHaveURL(`/blog/${codeEditor!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(codeEditor!.title);
  await expect(page.getByRole('region', { name: 'You May Also Like' }).getByRole('link')).toHaveText([
    gemini!.title,
    knowledgeBase!.title,
  ]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test('the home page teases the posts from the same records', async ({ page }) => {
  await page.goto('/');
  for (const post of posts) {
    await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
  }
});
