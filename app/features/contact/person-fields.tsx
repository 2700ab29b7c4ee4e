import type { ReactNode } from 'react';
import { contactLimits } from '#contracts/contact-fields.ts';
import { m } from '#contracts/i18n/messages.js';
import { CheckboxField, FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';
import type { FieldErrors } from './use-contact-form.ts';

// The fields both contact forms ask the same way: one markup, so the two forms cannot drift apart.

type FieldProps = { label: string; errors: FieldErrors };

export function NameField({ label, errors }: FieldProps) {
  return (
    <FormField label={label} error={errors.name}>
      <TextInput autoComplete="name" required maxLength={contactLimits.name} name="name" />
    </FormField>
  );
}

export function EmailField({ label, errors }: FieldProps) {
  return (
    <FormField label={label} error={errors.email}>
      <TextInput type="email" autoComplete="email" required maxLength={contactLimits.email} name="email" />
    </FormField>
  );
}

export function PhoneField({ label, errors, required = false }: FieldProps & { required?: boolean }) {
  return (
    <FormField label={label} error={errors.phone}>
      <TextInput type="tel" autoComplete="tel" required={required} maxLength={contactLimits.phone} name="phone" />
    </FormField>
  );
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

/** The required consent: the form's sentence, then the privacy policy and, for applicants, their own statement. */
export function PrivacyConsent({
  text,
  errors,
  forApplicants = false,
}: {
  text: ReactNode;
  errors: FieldErrors;
  forApplicants?: boolean;
}) {
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <CheckboxField
      required
      error={errors.privacy}
      label={
        <>
          {text}{' '}
          <a href={to('/privacy-policy')} className={linkClass}>
            {m.form_privacy_policy_link({}, { locale })}
          </a>
          {forApplicants && (
            <>
              {m.form_and_the({}, { locale })}
              <a href={to('/privacy-statement-jobs')} className={linkClass}>
                {m.form_privacy_jobs_link({}, { locale })}
              </a>
            </>
          )}
          .
        </>
      }
      name="privacy"
    />
  );
}
