// The content pack (issue 35, decision 0072): every content item as one data file, YAML or Markdown with YAML front
// matter, and back. The repository keeps the site's content as a pack in content/; the database stores the same items;
// `npm run content -- export DIR | import DIR` moves them between the two. Pure functions of text and data (no file
// system), shared by the build's loader (app/.server/content.ts) and the server's store (server/content/).
import { parseDocument, stringify } from 'yaml';
import type { z } from 'zod';
import { site } from '#contracts/site.ts';
import { slug } from './fields.ts';
import { type ContentType, contentTypes } from './index.ts';
import { mediaFields, mediaKeysAt } from './media.ts';

/** One content item as stored: its type, its key (the file name without extension) and its data, placeholders kept. */
export type PackItem = { type: ContentType; key: string; data: unknown };
/** A problem with one file of a pack: which file, which field ('' for the whole file) and what is wrong. */
export type PackError = { file: string; field: string; message: string };
export type CheckedItem<T extends ContentType> = {
  key: string;
  file: string;
  data: z.output<(typeof contentTypes)[T]['schema']>;
};
/** Every item of a valid pack, placeholders filled and checked, by type: collections as lists in key order. */
export type CheckedPack = {
  [T in ContentType]: (typeof contentTypes)[T] extends { dir: string } ? CheckedItem<T>[] : CheckedItem<T>;
};

const LANGUAGE_MARK = /^<!-- (en|nl) -->$/m;

/** The path of an item's file in a pack, relative to the pack's folder ('stories/prorail.yaml'). */
export function packFile(type: ContentType, key: string): string {
  const kind = contentTypes[type];
  if ('dir' in kind) return `${kind.dir}/${key}.${kind.format === 'markdown' ? 'md' : 'yaml'}`;
  return `${kind.file}.yaml`;
}

/** Which item a pack file holds, or null when the path is not one a pack has. */
export function packItemOf(file: string): { type: ContentType; key: string } | null {
  for (const [type, kind] of Object.entries(contentTypes) as [ContentType, (typeof contentTypes)[ContentType]][]) {
    if ('dir' in kind) {
      const extension = kind.format === 'markdown' ? 'md' : 'yaml';
      const match = new RegExp(`^${kind.dir}/([^/]+)\\.${extension}$`).exec(file);
      if (match) return { type, key: match[1]! };
    } else if (file === `${kind.file}.yaml`) {
      return { type, key: kind.file.split('/').pop()! };
    }
  }
  return null;
}

const yamlOptions = { lineWidth: 0, version: '1.2', schema: 'core' } as const;

/** An item's file: YAML, or for Markdown types the YAML front matter and each language's body after its marker. */
export function serializeItem(item: PackItem): string {
  const kind = contentTypes[item.type];
  if ('format' in kind && kind.format === 'markdown') {
    const { body, ...frontmatter } = item.data as { body: Record<'en' | 'nl', string> };
    return `---\n${stringify(frontmatter, yamlOptions)}---\n\n<!-- en -->\n\n${body.en}\n\n<!-- nl -->\n\n${body.nl}\n`;
  }
  return stringify(item.data, yamlOptions);
}

function parseYaml(source: string, file: string, errors: PackError[]): unknown {
  const document = parseDocument(source, { ...yamlOptions, uniqueKeys: true, prettyErrors: false });
  if (document.errors.length) {
    for (const error of document.errors) errors.push({ file, field: '', message: `not valid YAML: ${error.message}` });
    return undefined;
  }
  return document.toJS({ maxAliasCount: 0 });
}

/** Reads one file of a pack into its item, or names what is wrong with it (nothing is checked against a schema yet). */
export function parseItem(
  file: string,
  source: string,
): { item: PackItem; errors: [] } | { item: null; errors: PackError[] } {
  const errors: PackError[] = [];
  const at = packItemOf(file);
  if (!at) return { item: null, errors: [{ file, field: '', message: 'not a file a content pack has' }] };
  if (!slug.safeParse(at.key).success)
    return {
      item: null,
      errors: [{ file, field: '', message: 'the file name must be lower-case words joined by hyphens' }],
    };
  const kind = contentTypes[at.type];
  let data: unknown;
  if ('format' in kind && kind.format === 'markdown') {
    const match = /^---\n([\s\S]*?)\n?---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
    if (!match)
      return {
        item: null,
        errors: [{ file, field: '', message: 'the file must start with a front matter block between --- lines' }],
      };
    const frontmatter = parseYaml(match[1]!, file, errors);
    const parts = match[2]!.split(LANGUAGE_MARK);
    const body: Partial<Record<'en' | 'nl', string>> = {};
    if (parts[0]?.trim()) errors.push({ file, field: 'body', message: 'text before the first <!-- en --> line' });
    for (let index = 1; index < parts.length; index += 2) {
      const locale = parts[index] as 'en' | 'nl';
      if (body[locale] !== undefined)
        errors.push({ file, field: `body.${locale}`, message: `a second <!-- ${locale} --> line` });
      body[locale] = (parts[index + 1] ?? '').trim();
    }
    for (const locale of ['en', 'nl'] as const)
      if (!body[locale])
        errors.push({
          file,
          field: `body.${locale}`,
          message: `missing (a line '<!-- ${locale} -->' and the text after it)`,
        });
    if (
      frontmatter !== undefined &&
      (frontmatter === null || typeof frontmatter !== 'object' || Array.isArray(frontmatter))
    )
      errors.push({ file, field: '', message: 'the front matter must be a map of fields' });
    else if (frontmatter && 'body' in frontmatter)
      errors.push({ file, field: 'body', message: 'belongs after the front matter, not in it' });
    data = { ...(frontmatter as object), body };
  } else {
    data = parseYaml(source, file, errors);
  }
  if (errors.length) return { item: null, errors };
  return { item: { type: at.type, key: at.key, data }, errors: [] };
}

function textsOf(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) => textsOf(entry, `${at}.${key}`));
  return [];
}
/** What `{{…}}` placeholders stand for, by name: 'site.name' → 'Rebels'. */
export type Placeholders = Readonly<Record<string, string>>;
/** The brand's texts (contracts/site.ts), which any item may name: `{{site.name}}`, `{{site.legalName}}`. */
const brandValues: Placeholders = Object.fromEntries(textsOf(site, 'site'));
/**
 * The values content may name: the brand's, and the contact details of the site's settings (content/settings.yaml)
 * by their path under `site` (`{{site.email}}`, `{{site.address.street}}`), so a legal page's e-mail address is the
 * one the settings give. The settings themselves may name only the brand's.
 */
export function placeholderValues(settings?: unknown): Placeholders {
  const contact = settings && typeof settings === 'object' ? (settings as { contact?: unknown }).contact : undefined;
  // A contact text may itself name the brand ('{{site.name}} House'): filled here, as it is on the settings' page.
  const filled = textsOf(contact, 'site').map(([key, text]) => [
    key,
    text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => brandValues[name] ?? whole),
  ]);
  return { ...Object.fromEntries(filled), ...brandValues };
}
/** The values an item is checked with, `settings` the data of the pack's settings (its own name only the brand's). */
export const valuesFor = (item: PackItem, settings: unknown): Placeholders =>
  placeholderValues(item.type === 'siteSettings' ? undefined : settings);

/** The data with every `{{…}}` in its texts filled, or each unknown placeholder named by its field. */
function fill(value: unknown, at: string, file: string, errors: PackError[], values: Placeholders): unknown {
  if (typeof value === 'string')
    return value.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, key: string) => {
      const filled = values[key];
      if (filled === undefined) errors.push({ file, field: at, message: `unknown placeholder {{${key}}}` });
      return filled ?? whole;
    });
  if (Array.isArray(value)) return value.map((entry, index) => fill(entry, join(at, index), file, errors, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, fill(entry, join(at, key), file, errors, values)]),
    );
  return value;
}
/**
 * What a list calls an item: its English title or name, placeholders filled, or null when it has none (a page,
 * which the list names by its type).
 */
export function itemTitle(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { title, name, company, alt } = data as Record<string, unknown>;
  for (const field of [title, name, company, alt]) {
    const text =
      typeof field === 'string' ? field : field && typeof field === 'object' ? (field as { en?: unknown }).en : null;
    if (typeof text === 'string' && text.trim()) return fill(text, '', '', [], brandValues) as string;
  }
  return null;
}
const join = (at: string, key: PropertyKey) => (at ? `${at}.${String(key)}` : String(key));

const NOT_A_FIELD = 'not a field of this content type';

/** Fields the file has that its schema does not know: a typo would otherwise vanish without a word. */
function unknownFields(raw: unknown, parsed: unknown, at: string, found: string[]) {
  if (Array.isArray(raw) && Array.isArray(parsed))
    raw.forEach((entry, index) => unknownFields(entry, parsed[index], join(at, index), found));
  else if (raw && typeof raw === 'object' && parsed && typeof parsed === 'object' && !Array.isArray(raw)) {
    for (const [key, entry] of Object.entries(raw)) {
      if (!(key in parsed)) found.push(join(at, key));
      else unknownFields(entry, (parsed as Record<string, unknown>)[key], join(at, key), found);
    }
  }
}

/**
 * Checks one item against its type's schema, placeholders filled with `values` (`placeholderValues` of the pack's
 * settings); its checked data, or every bad field named.
 */
export function checkItem(item: PackItem, values: Placeholders): { data: unknown; errors: PackError[] } {
  const file = packFile(item.type, item.key);
  const errors: PackError[] = [];
  const filled = fill(item.data, '', file, errors, values);
  const result = contentTypes[item.type].schema.safeParse(filled);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      // A strict object's unknown keys, each named as a field of its own like any other bad field.
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) errors.push({ file, field: join(field, key), message: NOT_A_FIELD });
      else errors.push({ file, field, message: issue.message });
    }
    return { data: undefined, errors };
  }
  const unknown: string[] = [];
  unknownFields(filled, result.data, '', unknown);
  for (const field of unknown) errors.push({ file, field, message: NOT_A_FIELD });
  const kind = contentTypes[item.type];
  if ('keyField' in kind) {
    const value = (result.data as Record<string, unknown>)[kind.keyField];
    if (value !== item.key)
      errors.push({ file, field: kind.keyField, message: `'${String(value)}' must match the file name` });
  }
  return { data: result.data, errors };
}

/** Every item checked, then what must hold across items; the checked pack, or every error of every file. */
export function checkPack(
  items: readonly PackItem[],
): { pack: CheckedPack; errors: [] } | { pack: null; errors: PackError[] } {
  const errors: PackError[] = [];
  const pack: Record<string, unknown> = {};
  const seen = new Set<string>();
  const settings = items.find((item) => item.type === 'siteSettings')?.data;
  for (const item of [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const file = packFile(item.type, item.key);
    if (seen.has(file)) errors.push({ file, field: '', message: 'in the pack twice' });
    seen.add(file);
    const checked = checkItem(item, valuesFor(item, settings));
    errors.push(...checked.errors);
    if (checked.errors.length) continue;
    const entry = { key: item.key, file, data: checked.data };
    if ('dir' in contentTypes[item.type]) ((pack[item.type] ??= []) as unknown[]).push(entry);
    else pack[item.type] = entry;
  }
  for (const [type, kind] of Object.entries(contentTypes) as [ContentType, (typeof contentTypes)[ContentType]][]) {
    if (!('dir' in kind) && !seen.has(packFile(type, '')))
      errors.push({ file: packFile(type, ''), field: '', message: 'missing: every pack has this file' });
    if ('dir' in kind) pack[type] ??= [];
  }
  if (errors.length) return { pack: null, errors };
  const checked = pack as CheckedPack;
  errors.push(...checkStoryOrder(checked.story.map(({ file, data }) => ({ file, story: data }))));
  const ids = new Map<string, string>();
  for (const { file, data } of checked.post) {
    const other = ids.get(data.id);
    if (other) errors.push({ file, field: 'id', message: `${data.id} is also the id of ${other}` });
    ids.set(data.id, file);
  }
  const jobIds = new Map<number, string>();
  for (const { file, data } of checked.job) {
    const other = jobIds.get(data.id);
    if (other) errors.push({ file, field: 'id', message: `${data.id} is also the id of ${other}` });
    jobIds.set(data.id, file);
  }
  errors.push(...checkMediaUse(checked));
  return errors.length ? { pack: null, errors } : { pack: checked, errors: [] };
}

/**
 * Every image an item names (a post's or story's photo and social image, a testimonial's or team member's photo) is in
 * the media library: one in use stays in it.
 */
function checkMediaUse(pack: CheckedPack): PackError[] {
  const library = new Set(pack.media.map(({ key }) => key));
  const errors: PackError[] = [];
  for (const [type, fields] of Object.entries(mediaFields) as [keyof typeof mediaFields, readonly string[]][])
    for (const { file, data } of [pack[type]].flat())
      for (const field of fields)
        for (const { path, key } of mediaKeysAt(data, field))
          if (!library.has(key)) errors.push({ file, field: path, message: `the image '${key}' is not in the media library` });
  return errors;
}

/** A pack's errors as lines an editor or operator can act on: 'stories/prorail.yaml: title.nl: Required'. */
export const describeErrors = (errors: readonly PackError[]) =>
  errors.map(({ file, field, message }) => `${file}: ${field ? `${field}: ` : ''}${message}`).join('\n');

type StoryRecord = z.output<(typeof contentTypes)['story']['schema']>;
/** What holds across stories: each tab's list positions and 12-column grid rows, and the home teasers 1, 2 and 3. */
function checkStoryOrder(stories: { file: string; story: StoryRecord }[]): PackError[] {
  const errors: PackError[] = [];
  for (const tab of ['implementation', 'academy'] as const) {
    const list = stories
      .filter(({ story }) => story.listTab === tab)
      .sort((a, b) => (a.story.listOrder ?? 0) - (b.story.listOrder ?? 0));
    list.forEach(({ file, story }, index) => {
      if (story.listOrder !== index + 1)
        errors.push({
          file,
          field: 'listOrder',
          message: `${story.listOrder} on the ${tab} tab, expected ${index + 1}`,
        });
    });
    let row = 0;
    for (const { file, story } of list) {
      row += story.gridPosition ?? 0;
      if (row > 12)
        errors.push({
          file,
          field: 'gridPosition',
          message: `${story.gridPosition} overflows a 12-column row on the ${tab} tab`,
        });
      if (row >= 12) row = 0;
    }
    if (row !== 0)
      errors.push({
        file: 'stories/',
        field: '',
        message: `the last row of the ${tab} tab spans ${row} of 12 columns`,
      });
  }
  const teasers = stories.filter(({ story }) => story.homeTeaser).map(({ story }) => story.homeTeaser);
  if ([...teasers].sort().join() !== '1,2,3')
    errors.push({
      file: 'stories/',
      field: 'homeTeaser',
      message: `positions are ${teasers.join(', ')}, expected 1, 2 and 3`,
    });
  return errors;
}
