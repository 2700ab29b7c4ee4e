import { Link } from 'react-router';
import { contactFieldLabels, contactInterestValues, contactLimits, interestLabel } from '#contracts/contact-fields.ts';
import { m } from '#contracts/i18n/messages.js';
import { CheckboxField, FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import type { ContactPageCopy } from '#contracts/content/contact-page.ts';
import { useLocale, useLocalePath } from '#app/lib/use-locale.ts';
import { ContactFormShell } from './contact-form-shell.tsx';
import { useContactForm } from './use-contact-form.ts';

/**
 * The 'For Companies' form. Without JavaScript (or before hydration) it posts to the API as
 * a plain form (native validation from the same limits); with it, the shared schema checks
 * the fields' values and the form sends JSON.
 */
export function CompanyForm({ copy }: { copy: ContactPageCopy['company'] }) {
  const controller = useContactForm();
  const { errors } = controller;
  const locale = useLocale();
  const to = useLocalePath();
  const labels = contactFieldLabels(locale).company;

  return (
    <ContactFormShell formType="company" copy={copy} controller={controller}>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={labels.name} error={errors.name}>
          <TextInput autoComplete="name" required maxLength={contactLimits.name} name="name" />
        </FormField>
        <FormField label={labels.company} error={errors.company}>
          <TextInput autoComplete="organization" required maxLength={contactLimits.company} name="company" />
        </FormField>
        <FormField label={labels.email} error={errors.email}>
          <TextInput type="email" autoComplete="email" required maxLength={contactLimits.email} name="email" />
        </FormField>
        <FormField label={labels.phone} error={errors.phone}>
          <TextInput type="tel" autoComplete="tel" maxLength={contactLimits.phone} name="phone" />
        </FormField>
      </div>
      <FormField label={labels.interest} error={errors.interest}>
        <Select name="interest" defaultValue="implementation">
          {contactInterestValues.map((interest) => (
            <option key={interest} value={interest}>
              {interestLabel(interest, locale)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={labels.message} error={errors.message}>
        <TextArea required maxLength={contactLimits.message} rows={6} name="message" />
      </FormField>
      <CheckboxField
        required
        error={errors.privacy}
        label={
          <>
            {copy.privacy}{' '}
            <Link to={to('/privacy-policy')} className="font-medium text-brand-700 underline underline-offset-2">
              {m.form_privacy_policy_link({}, { locale })}
            </Link>
            .
          </>
        }
        name="privacy"
      />
    </ContactFormShell>
  );
}
