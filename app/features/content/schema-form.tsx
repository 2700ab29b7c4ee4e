// The studio's forms, generated from each content type's schema (issue 35, decision 0073): the server sends the JSON
// Schema zod writes for the type, and this draws a field for every property, so no form is written by hand per type.
// English and Dutch side by side wherever a text has both; lists with add, remove and move; every error under its
// field by the path the server names it with ('title.nl', 'metrics.0.label').
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { JsonSchema } from '#contracts/content/api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField, FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import { emptyValue, humanize, isLocalized, isLong, typeOf } from './schema-values.ts';
import { MediaPicker } from './media/media-picker.tsx';

export { emptyValue, humanize };

export type FieldErrors = Record<string, string[]>;
type Value = unknown;
type NodeProps = {
  schema: JsonSchema;
  value: Value;
  onChange: (value: Value) => void;
  errors: FieldErrors;
  path: string;
  label: string;
};

// The Markdown editor is loaded with the first form that has a Markdown field: the studio's list does not carry it.
const MarkdownEditor = lazy(() => import('./markdown/markdown-editor.tsx'));

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const errorOf = (errors: FieldErrors, path: string) => errors[path]?.[0];

function TextField({ schema, value, onChange, errors, path, label, lang }: NodeProps & { lang?: string }) {
  const text = typeof value === 'string' ? value : '';
  const [long] = useState(() => isLong(schema, text, path));
  const hint = schema.maxLength && schema.maxLength < 100_000 ? `At most ${schema.maxLength} characters` : undefined;
  const common = {
    name: path,
    value: text,
    lang,
    required: (schema.minLength ?? 0) > 0,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  const markdown = schema['x-markdown'];
  return (
    <FormField label={label} error={errorOf(errors, path)} hint={hint}>
      {markdown ? (
        <Suspense
          fallback={
            <p aria-busy="true" className="grid min-h-48 place-items-center rounded-md border border-gray-300 text-sm text-gray-600">
              Opening the editor…
            </p>
          }
        >
          <MarkdownEditor
            value={text}
            onChange={onChange}
            kind={markdown}
            name={path}
            lang={lang}
            required={common.required}
          />
        </Suspense>
      ) : long ? (
        <TextArea {...common} rows={Math.min(24, Math.max(3, Math.ceil(text.length / 70) + text.split('\n').length))} />
      ) : (
        <TextInput {...common} type={schema.format === 'date' ? 'date' : 'text'} />
      )}
    </FormField>
  );
}

function SchemaNode(props: NodeProps) {
  const { schema, value, onChange, errors, path, label } = props;
  if (schema.readOnly || schema['x-focal']) return null;
  if (schema['x-media']) return <MediaPicker {...props} error={errorOf(errors, path)} />;
  if (schema.enum) {
    return (
      <FormField label={label} error={errorOf(errors, path)}>
        <Select
          name={path}
          value={String(value ?? '')}
          onChange={(event) =>
            onChange(typeof schema.enum![0] === 'number' ? Number(event.target.value) : event.target.value)
          }
        >
          {schema.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </Select>
      </FormField>
    );
  }
  if (isLocalized(schema)) return <LocalizedField {...props} />;
  if (schema.anyOf || schema.oneOf) return <UnionField {...props} />;
  switch (typeOf(schema)) {
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return <ArrayField {...props} />;
    case 'boolean':
      return (
        <CheckboxField
          label={label}
          name={path}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          error={errorOf(errors, path)}
        />
      );
    case 'integer':
    case 'number':
      return (
        <FormField label={label} error={errorOf(errors, path)}>
          <TextInput
            type="number"
            name={path}
            inputMode="numeric"
            value={typeof value === 'number' ? value : ''}
            min={schema.minimum}
            max={schema.maximum}
            onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          />
        </FormField>
      );
    default:
      return <TextField {...props} />;
  }
}

/** English and Dutch side by side, each marked with its language; an article's body one above the other, full width. */
function LocalizedField({ schema, value, onChange, errors, path, label }: NodeProps) {
  const pair = (value ?? {}) as Record<string, Value>;
  const article = schema.properties?.en?.['x-markdown'] === 'article';
  return (
    <fieldset className={article ? 'grid gap-5' : 'grid gap-3 sm:grid-cols-2'}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">{label}</legend>
      {(['en', 'nl'] as const).map((language) => (
        <TextField
          key={language}
          schema={schema.properties![language]!}
          value={pair[language]}
          onChange={(next) => onChange({ ...pair, [language]: next })}
          errors={errors}
          path={join(path, language)}
          label={language === 'en' ? 'English' : 'Nederlands'}
          lang={language}
        />
      ))}
    </fieldset>
  );
}

function ObjectField({ schema, value, onChange, errors, path, label }: NodeProps) {
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, Value>;
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, child]) => (
    <SchemaNode
      key={name}
      schema={child}
      value={object[name]}
      onChange={(next) => {
        const copy = { ...object };
        // An optional field left empty is no field at all, as the pack would write it.
        if (!required.has(name) && (next === '' || next === undefined)) delete copy[name];
        else copy[name] = next;
        onChange(copy);
      }}
      errors={errors}
      path={join(path, name)}
      label={`${child.title ?? humanize(name)}${required.has(name) ? '' : ' (optional)'}`}
    />
  ));
  if (!path) return <div className="grid gap-6">{fields}</div>;
  const own = errorOf(errors, path);
  return (
    <fieldset className="grid gap-5 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-sm font-bold text-ink-900">{label}</legend>
      {own && <p className="text-sm font-medium text-danger-600">{own}</p>}
      {fields}
    </fieldset>
  );
}

function ArrayField({ schema, value, onChange, errors, path, label }: NodeProps) {
  const list = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const move = (from: number, to: number) => {
    const copy = [...list];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item);
    onChange(copy);
  };
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  const least = schema.minItems !== undefined && list.length <= schema.minItems;
  const own = errorOf(errors, path);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-200 bg-gray-50/60 p-4 sm:p-5">
      <legend className="px-1 text-sm font-bold text-ink-900">
        {label} <span className="font-normal text-gray-600">({list.length})</span>
      </legend>
      {own && <p className="text-sm font-medium text-danger-600">{own}</p>}
      <ol className="grid gap-3">
        {list.map((item, index) => (
          // Items have no id of their own; their position is what the server's errors name too.
          <li key={index} className="grid gap-2">
            <SchemaNode
              schema={itemSchema}
              value={item}
              onChange={(next) => onChange(list.map((each, at) => (at === index ? next : each)))}
              errors={errors}
              path={join(path, index)}
              label={`${label} ${index + 1}`}
            />
            <div className="flex flex-wrap gap-2">
              {[
                { what: 'up', Icon: ArrowUp, off: index === 0, act: () => move(index, index - 1) },
                { what: 'down', Icon: ArrowDown, off: index === list.length - 1, act: () => move(index, index + 1) },
                { what: '', Icon: Trash2, off: least, act: () => onChange(list.filter((_, at) => at !== index)) },
              ].map(({ what, Icon, off, act }) => (
                <Button
                  key={what || 'remove'}
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={off}
                  onClick={act}
                  aria-label={what ? `Move ${label} ${index + 1} ${what}` : `Remove ${label} ${index + 1}`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={full}
        onClick={() => onChange([...list, emptyValue(itemSchema)])}
      >
        <Plus aria-hidden="true" className="size-4" /> Add to {label.toLowerCase()}
      </Button>
    </fieldset>
  );
}

/** A field that may be one of several shapes (a plain text or a structured one): the shape it has now, or JSON. */
function UnionField(props: NodeProps) {
  const { schema, value, onChange, errors, path, label } = props;
  const options = schema.anyOf ?? schema.oneOf ?? [];
  const fits = (option: JsonSchema) =>
    typeOf(option) === 'array'
      ? Array.isArray(value)
      : typeOf(option) === 'object'
        ? value !== null && typeof value === 'object' && !Array.isArray(value)
        : typeof value === (typeOf(option) === 'integer' ? 'number' : typeOf(option));
  // Of two shapes of object (a link, a menu of links), the one whose required fields the value has.
  const hasRequired = (option: JsonSchema) =>
    (option.required ?? []).every((key) => Object.hasOwn(value as object, key));
  const current =
    options.find((option) => fits(option) && (typeOf(option) !== 'object' || hasRequired(option))) ??
    options.find(fits);
  if (current) return <SchemaNode {...props} schema={current} />;
  return (
    <FormField label={`${label} (JSON)`} error={errorOf(errors, path)}>
      <TextArea
        name={path}
        rows={4}
        defaultValue={JSON.stringify(value ?? null, null, 2)}
        onChange={(event) => {
          try {
            onChange(JSON.parse(event.target.value));
          } catch {
            // Not JSON yet: keep typing.
          }
        }}
      />
    </FormField>
  );
}

/** The whole item's form: every property of the type's schema. */
export function SchemaForm({
  schema,
  value,
  onChange,
  errors,
}: {
  schema: JsonSchema;
  value: Value;
  onChange: (value: Value) => void;
  errors: FieldErrors;
}) {
  return <SchemaNode schema={schema} value={value} onChange={onChange} errors={errors} path="" label="" />;
}
