import { contactFieldLabels, contactInterestValues, contactLimits, interestLabel } from '#contracts/contact-fields.ts';
import { FormField, Select, TextArea, TextInput } from '#app/components/ui/form-field.tsx';
import type { ContactPageCopy } from '#contracts/content/contact-page.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { EmailField, NameField, PhoneField, PrivacyConsent } from './person-fields.tsx';
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
  const labels = contactFieldLabels(locale).company;

  return (
    <ContactFormShell formType="company" copy={copy} controller={controller}>
      <div className="grid gap-6 sm:grid-cols-2">
        <NameField label={labels.name} errors={errors} />
        <FormField label={labels.company} error={errors.company}>
          <TextInput autoComplete="organization" required maxLength={contactLimits.company} name="company" />
        </FormField>
        <EmailField label={labels.email} errors={errors} />
        <PhoneField label={labels.phone} errors={errors} />
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
      <PrivacyConsent text={copy.privacy} errors={errors} />
    </ContactFormShell>
  );
}
