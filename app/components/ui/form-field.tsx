import { ChevronDown } from 'lucide-react';
import { createContext, use, useId } from 'react';
import { cn } from '#app/lib/cn.ts';

type FieldIds = { control: string; label: string; error: string; hint: string; invalid: boolean; hasHint: boolean };
const FieldContext = createContext<FieldIds | null>(null);

function useField(): Partial<React.ComponentProps<'input'>> {
  const field = useFieldIds();
  if (!field) return {};
  return { id: field.control, 'aria-invalid': field.invalid || undefined, 'aria-describedby': field.describedBy };
}

/** The ids of the field a control is in, for a control that is not a native input (the studio's Markdown editor). */
export function useFieldIds() {
  const field = use(FieldContext);
  if (!field) return null;
  const describedBy = [field.hasHint && field.hint, field.invalid && field.error].filter(Boolean).join(' ');
  return { ...field, describedBy: describedBy || undefined };
}

type FormFieldProps = {
  label: React.ReactNode;
  /** The message under the field; the control is marked invalid while there is one. */
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** A label, its control, an optional hint and the field's error, wired for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const ids: FieldIds = {
    control: `${id}-control`,
    label: `${id}-label`,
    error: `${id}-error`,
    hint: `${id}-hint`,
    invalid: Boolean(error),
    hasHint: Boolean(hint),
  };
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label id={ids.label} htmlFor={ids.control} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <FieldContext value={ids}>{children}</FieldContext>
      {hint && (
        <p id={ids.hint} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm font-medium text-danger-600', className)} {...props} />;
}

const controlClass =
  'w-full rounded-md border border-gray-300 bg-white px-3.5 shadow-xs transition-[border-color,box-shadow] duration-150 placeholder:text-gray-500 hover:border-gray-400 focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none aria-invalid:border-danger-600 aria-invalid:focus-visible:ring-danger-600/20';

// The type is written out (not left to the browser's default) so checkers that read the
// attribute match autocomplete tokens such as 'name' to a text field.
export function TextInput({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(controlClass, 'min-h-12 text-base text-ink-900', className)}
      {...useField()}
      {...props}
    />
  );
}

export function TextArea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const field = useField() as React.ComponentProps<'textarea'>;
  return (
    <textarea
      className={cn(controlClass, 'min-h-36 py-3 text-base leading-relaxed text-ink-900', className)}
      {...field}
      {...props}
    />
  );
}

export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  const field = useField() as React.ComponentProps<'select'>;
  return (
    <div className="relative">
      <select
        className={cn(controlClass, 'min-h-12 appearance-none pr-10 text-base text-ink-900', className)}
        {...field}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-600"
      />
    </div>
  );
}

export function FileInput({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type="file"
      className={cn(
        controlClass,
        'min-h-12 py-2 text-sm text-gray-700 file:mr-4 file:min-h-8 file:rounded-sm file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
        className,
      )}
      {...useField()}
      {...props}
    />
  );
}

type CheckboxFieldProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  label: React.ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it and its error under both. */
export function CheckboxField({ label, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-control`}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...props}
        />
        <label htmlFor={`${id}-control`} className="text-sm leading-relaxed text-gray-700">
          {label}
        </label>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
