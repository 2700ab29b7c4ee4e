// The studio's Markdown editor reads and writes the pack's Markdown without changing it (issue 35, decision 0077):
// every Markdown field of every item comes back from the editor's document exactly as it went in, so opening an item
// and typing one word changes one word, and the page shows what the editor showed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from '#contracts/content/api.ts';
import { contentTypes } from '#contracts/content/index.ts';
import { REPOSITORY_PACK, readPackDir } from '#contracts/content/pack-files.ts';
import type { Node as ProseNode } from 'prosemirror-model';
import { parseMarkdown, schema, toMarkdown } from '#app/features/content/markdown/markdown-schema.ts';
import { renderMarkdown } from '#app/.server/markdown.ts';

type Found = { where: string; kind: string; text: string };

/** Every Markdown text of a value, found by walking it beside its JSON Schema. */
function markdownTexts(schemaNode: JsonSchema, value: unknown, where: string, found: Found[]) {
  if (schemaNode['x-markdown'] && typeof value === 'string') {
    found.push({ where, kind: schemaNode['x-markdown'], text: value });
    return;
  }
  for (const option of schemaNode.anyOf ?? schemaNode.oneOf ?? []) markdownTexts(option, value, where, found);
  if (Array.isArray(value) && schemaNode.items)
    value.forEach((item, index) => markdownTexts(schemaNode.items!, item, `${where}.${index}`, found));
  else if (value && typeof value === 'object' && schemaNode.properties)
    for (const [name, child] of Object.entries(schemaNode.properties))
      markdownTexts(child, (value as Record<string, unknown>)[name], `${where}.${name}`, found);
}

const { items } = readPackDir(REPOSITORY_PACK);
const texts: Found[] = [];
for (const item of items) {
  const json = z.toJSONSchema(contentTypes[item.type].schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  markdownTexts(json, item.data, `${item.type}/${item.key}`, texts);
}

describe('the Markdown editor and the content pack', () => {
  it('finds the Markdown fields by their schema: post bodies as articles, story and vacancy texts as paragraphs', () => {
    expect(texts.filter((text) => text.kind === 'article').length).toBe(2 * 3);
    expect(texts.filter((text) => text.kind === 'paragraphs').length).toBeGreaterThan(40);
    expect(texts.some((text) => text.where.startsWith('job/') && text.where.endsWith('.about.nl'))).toBe(true);
  });

  it('gives back every Markdown text of the pack exactly as it read it', () => {
    const changed = texts.filter(({ text }) => toMarkdown(parseMarkdown(text)) !== text.trimEnd());
    expect(changed.map((text) => text.where)).toEqual([]);
  });

  it('writes what it is given in the pack’s own style, and the site renders it as the editor showed it', () => {
    const doc = schema.node('doc', null, [
      schema.node('heading', { level: 2 }, [schema.text('Three questions')]),
      schema.node('bullet_list', null, [
        schema.node('list_item', null, [schema.node('paragraph', null, [schema.text('One')])]),
        schema.node('list_item', null, [schema.node('paragraph', null, [schema.text('Two')])]),
      ]),
      schema.node('paragraph', null, [
        schema.text('See '),
        schema.text('https://example.org', [schema.marks.link.create({ href: 'https://example.org' })]),
        schema.text(' and '),
        schema.text('*this*', [schema.marks.strong.create()]),
      ]),
    ]);
    const markdown = toMarkdown(doc);
    expect(markdown).toBe(
      '## Three questions\n\n- One\n- Two\n\nSee [https://example.org](https://example.org) and **\\*this\\***',
    );
    expect(renderMarkdown(markdown, 'test')).toBe(
      '<h2>Three questions</h2>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n' +
        '<p>See <a href="https://example.org">https://example.org</a> and <strong>*this*</strong></p>',
    );
  });

  it('reads a link the site would not render as a link as its text', () => {
    const doc = parseMarkdown('[click](javascript:alert(1)) and [mail](mailto:hi@example.org)');
    expect(toMarkdown(doc)).toBe('\\[click\\](javascript:alert(1)) and [mail](mailto:hi@example.org)');
  });

  it('keeps what is typed text as text on the page: line starts after breaks, numbers, leading spaces', () => {
    const paragraph = (...inline: ProseNode[]) => schema.node('doc', null, [schema.node('paragraph', null, inline)]);
    const typed = [
      paragraph(schema.text('Line one'), schema.node('hard_break'), schema.text('- two ## three')),
      paragraph(schema.text('First\n> quoted?\n1. listed?')),
      paragraph(schema.text('1) Intro')),
      paragraph(schema.text('    four spaces, a pasted tab')),
      paragraph(schema.text('\tand a tab')),
    ];
    for (const doc of typed) {
      const markdown = toMarkdown(doc);
      const html = renderMarkdown(markdown, 'test');
      expect(html, markdown).toMatch(/^<p>[^<]*(<br>\n[^<]*)?<\/p>$/);
      expect(toMarkdown(parseMarkdown(markdown)), markdown).toBe(markdown);
    }
  });

  it('writes two lists of one kind in a row as two lists, and a line break as a line break', () => {
    const list = (type: 'bullet_list' | 'ordered_list', text: string) =>
      schema.node(type, null, [schema.node('list_item', null, [schema.node('paragraph', null, [schema.text(text)])])]);
    const doc = schema.node('doc', null, [
      list('bullet_list', 'a'),
      list('bullet_list', 'b'),
      list('ordered_list', 'c'),
      list('ordered_list', 'd'),
    ]);
    const html = renderMarkdown(toMarkdown(doc), 'test');
    expect(html.match(/<ul>/g)).toHaveLength(2);
    expect(html.match(/<ol>/g)).toHaveLength(2);
    expect(toMarkdown(parseMarkdown('One line\nand the next'))).toBe('One line\nand the next');
  });
});
