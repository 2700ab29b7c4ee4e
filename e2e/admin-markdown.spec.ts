// The studio's Markdown editor as its users meet it (issue 35, decision 0077): a paste from Word and from Google Docs
// keeps headings, bold, italics, both kinds of list and links and nothing else; the editor is one field among others
// for the keyboard (Tab passes through, the toolbar is one stop with arrow keys), and a link is added with Ctrl+K.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeClean, screenshot } from './admin-server.ts';
import { expect, test } from './admin-fixtures.ts';

const clipboard = (name: string) => fs.readFileSync(new URL(`./paste/${name}`, import.meta.url), 'utf8');

/** What the person pasted becomes, as Word and Google Docs mean it. */
const pasted =
  '## Three questions for the pilot\n\n' +
  'Start with the process, not the model. Ask **who owns the result** and *how it is measured*.\n\n' +
  '- Which decision gets faster?\n- Which data does it need?\n- Who checks the output?\n\n' +
  '1. Map the process\n2. Measure the baseline\n\n' +
  'Read the [full guide](https://example.org/guide) before you begin.\n\n' +
  '*“Measure first, automate second.”*';

/** A paste as the browser delivers one from another program: its HTML and its plain text. */
async function paste(editor: Locator, html: string) {
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.evaluate((element, source) => {
    const data = new DataTransfer();
    data.setData('text/html', source);
    data.setData('text/plain', source.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

const field = (page: Page, language: 'en' | 'nl') => page.locator(`[data-markdown-editor="body.${language}"]`);
const markdownOf = async (page: Page, language: 'en' | 'nl') => {
  const editor = field(page, language);
  const toggle = editor.getByRole('button', { name: 'Edit as Markdown', exact: true });
  await toggle.click();
  const text = await editor.getByRole('textbox').inputValue();
  await toggle.click();
  return text;
};

test('a paste from Word and from Google Docs keeps its structure and leaves its office markup behind', async ({
  page,
  admin,
}) => {
  await page.goto(`${admin.origin}/admin/content?new=post`);
  const body = page.getByRole('group', { name: 'Body', exact: true });
  const english = body.getByRole('textbox', { name: 'English' });
  const dutch = body.getByRole('textbox', { name: 'Nederlands' });
  // A body may not be empty, and a screen reader is told so, as for any required field.
  await expect(english).toHaveAttribute('aria-required', 'true');
  await paste(english, clipboard('word.html'));
  await expect(english.getByRole('heading', { level: 2 })).toHaveText('Three questions for the pilot');
  await expect(english.getByRole('list')).toHaveCount(2);
  expect(await markdownOf(page, 'en')).toBe(pasted);

  await paste(dutch, clipboard('google-docs.html'));
  await expect(dutch.getByRole('strong')).toHaveText('who owns the result');
  expect(await markdownOf(page, 'nl')).toBe(pasted);
  await axeClean(page);
  await screenshot(page, 'content-markdown-paste');
});

test('a paste becomes what the field may hold, and Markdown the editor cannot show stays Markdown', async ({
  page,
  admin,
}) => {
  await page.goto(`${admin.origin}/admin/content?new=post`);
  const english = page.getByRole('group', { name: 'Body', exact: true }).getByRole('textbox', { name: 'English' });
  // An h1 is a level-2 heading (the title is the page's h1); Google Docs' nested list is nested; a line break stays.
  await paste(
    english,
    '<h1>A title</h1><ul><li>a</li><ul><li>a1</li></ul><li>b</li></ul><div>Regards,<br>Jan</div>' +
      // Word numbering a list on after a paragraph: 3 follows 2.
      '<p style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>1.&nbsp;</span><![endif]>One</p>' +
      '<p style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>2.&nbsp;</span><![endif]>Two</p>' +
      '<p class=MsoNormal>Between</p>' +
      '<p style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>3.&nbsp;</span><![endif]>Three</p>',
  );
  expect(await markdownOf(page, 'en')).toBe(
    '## A title\n\n- a\n  - a1\n- b\n\nRegards,\\\nJan\n\n1. One\n2. Two\n\nBetween\n\n3. Three',
  );

  // Struck text is Markdown the editor would change: the field opens, and stays, as Markdown.
  const dutch = field(page, 'nl');
  await dutch.getByRole('button', { name: 'Edit as Markdown', exact: true }).click();
  await dutch.getByRole('textbox', { name: 'Nederlands' }).fill('Niet ~~doorgestreept~~ verloren');
  await expect(dutch.getByText('This text has Markdown the editor cannot show as it is')).toBeVisible();
  await expect(dutch.getByRole('button', { name: 'Edit as Markdown', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // A story's text takes a paste as paragraphs: a heading is bold text, a quote its text, a picture nothing.
  await page.goto(`${admin.origin}/admin/content?edit=story/prorail`);
  const challenge = page.locator('[data-markdown-editor="challenge.en"]');
  await paste(
    challenge.getByRole('textbox', { name: 'English' }),
    '<h2>Heading</h2><blockquote><p>Quoted</p></blockquote><p>Text <img src="/favicon.svg" alt="x"></p>',
  );
  const toggle = challenge.getByRole('button', { name: 'Edit as Markdown', exact: true });
  await toggle.click();
  await expect(challenge.getByRole('textbox', { name: 'English' })).toHaveValue('**Heading**\n\nQuoted\n\nText');
});

test('the editor is one stop for the keyboard, its toolbar one more, and Ctrl+K adds a link', async ({
  page,
  admin,
}) => {
  await page.goto(`${admin.origin}/admin/content?new=post`);
  const english = page.getByRole('group', { name: 'Body', exact: true }).getByRole('textbox', { name: 'English' });
  const toolbar = field(page, 'en').getByRole('toolbar', { name: 'Formatting' });
  await english.click();
  await page.keyboard.type('Read our ');
  // Ctrl+K asks for the address under the toolbar; Enter adds it, and the text goes on where it was.
  await page.keyboard.press('ControlOrMeta+k');
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(page.getByText('A link goes to a page of this site')).toBeVisible();
  await screenshot(page, 'content-markdown-link', { fullPage: false });
  await address.fill('/contact');
  await page.getByRole('textbox', { name: 'Text (optional)' }).fill('contact page');
  await address.press('Enter');
  await expect(english).toBeFocused();
  await page.keyboard.type('.');
  await expect(english.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  expect(await markdownOf(page, 'en')).toBe('Read our [contact page](/contact).');

  // A list typed by habit, made a numbered one by its button; Backspace right after '- ' gives the text back.
  await english.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- first');
  await toolbar.getByRole('button', { name: 'Numbered list', exact: true }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- ');
  await page.keyboard.press('Backspace');
  expect(await markdownOf(page, 'en')).toBe('Read our [contact page](/contact).\n\n1. first\n\n\\-');

  // Shift+Tab from the text reaches the toolbar once; arrows move along it; Tab goes back to the text, then on.
  await english.click();
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Subheading', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Edit as Markdown', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(english).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(english).not.toBeFocused();
  await expect(
    field(page, 'nl').getByRole('toolbar').getByRole('button', { name: 'Heading', exact: true }),
  ).toBeFocused();
  await axeClean(page);
});

test('a story’s text offers what a story shows: no headings, quotes, images or code @both-viewports', async ({
  page,
  admin,
}) => {
  await page.goto(`${admin.origin}/admin/content?edit=story/prorail`);
  const challenge = page.locator('[data-markdown-editor="challenge.en"]');
  await expect(challenge.getByRole('textbox', { name: 'English' })).toContainText(/\S/);
  const tools = challenge.getByRole('toolbar', { name: 'Formatting' }).getByRole('button');
  expect(await tools.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
    'Bold',
    'Italic',
    'Link',
    'Bulleted list',
    'Numbered list',
    'Undo',
    'Redo',
    'Edit as Markdown',
  ]);
  await axeClean(page);
  await challenge.scrollIntoViewIfNeeded();
  await screenshot(page, 'content-markdown-story', { fullPage: false });
});
