import type { Page } from '@playwright/test';

// Issue 20: the text is in the page at load. Tools that read the rendered text (copy, reader views, translation and
// summarising extensions, crawlers that do not scroll) read innerText, which leaves out what the browser has not
// rendered. At the `load` event, every text the page shows (outside elements hidden on purpose, such as an inactive
// tab's panel) must be in document.body.innerText: each section of <main>, the header and the footer.

/** The shown texts of the page's blocks that innerText lacks, and whether there were blocks and words to read. */
export function textNotRendered(page: Page) {
  return page.evaluate(() => {
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const innerText = normalise(document.body.innerText);
    // Lower case: innerText applies text-transform (eyebrows are upper case).
    const blocks = [
      ...document.querySelectorAll('main > *, main section, header:not(main header), footer:not(main footer)'),
    ];
    const missing: string[] = [];
    let words = 0;
    for (const block of blocks) {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = normalise(node.textContent ?? '');
        if (!parent || text === '' || parent.closest('script, style, template, svg')) continue;
        // Hidden on purpose: display:none (an inactive tab, a phone-only element) or visibility:hidden.
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        words += text.split(' ').length;
        if (!innerText.includes(text)) missing.push(text.slice(0, 80));
      }
    }
    return { enough: blocks.length > 2 && words > 20, missing: [...new Set(missing)].slice(0, 10) };
  });
}
