// What the studio's generated forms know of a JSON Schema and its values (app/features/content/schema-form.tsx).
import type { JsonSchema } from '#contracts/content/api.ts';

type Value = unknown;

/** 'readTime' → 'Read time', 'heroImage' → 'Hero image', 'ctaTo' → 'CTA to'. */
export function humanize(name: string) {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  const text = words.replace(/\b(cta|seo|url|id|og|nl|en)\b/g, (word) => word.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
/** A text in both languages: an object of exactly `en` and `nl`. */
export const isLocalized = (schema: JsonSchema) =>
  typeOf(schema) === 'object' &&
  Object.keys(schema.properties ?? {})
    .sort()
    .join() === 'en,nl';
/**
 * Long text gets a text area: a Markdown body, a paragraph by its field's name, or a text that is long already. Decided
 * once per field (the control never changes under the cursor), and a text that may hold lines never gets a one-line
 * input, which would drop them.
 */
const longName = /(^|\.)(body|text|description|intro|about|content|answer|quote|summary|challenge|solution|outro)[^.]*$/i;
export const isLong = (schema: JsonSchema, value: Value, path: string) =>
  (schema.maxLength ?? 0) >= 1000 ||
  longName.test(path.replace(/\.(en|nl)$/, '')) ||
  (typeof value === 'string' && (value.length > 90 || value.includes('\n')));

/** A new value for a schema: every required property filled with its own new value, lists at their least length. */
export function emptyValue(schema: JsonSchema): Value {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return emptyValue(schema.anyOf[0]);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, emptyValue(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => emptyValue(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

